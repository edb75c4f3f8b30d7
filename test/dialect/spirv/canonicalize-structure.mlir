// RUN: cmlir-opt %s -split-input-file -pass-pipeline='func(canonicalize)' > %t.ours && %upstream_opt %s -split-input-file -pass-pipeline='func(canonicalize)' > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -pass-pipeline='func(canonicalize)' | FileCheck %s
// REQUIRES: upstream

// Canonicalization of the structure / memory / control-flow ops: chained
// access chains combine, a selection storing one of two values becomes
// spv.Select + spv.Store, array constants are uniqued.

// CHECK-LABEL: func @chains(
func @chains(%i: i32) -> (f32, !spv.array<4 x f32>) {
  %c0 = spv.Constant 0 : i32
  %c1 = spv.Constant 1 : i32
  %v = spv.Variable : !spv.ptr<!spv.struct<(!spv.array<3 x !spv.array<4 x f32>>, i32)>, Function>
  // CHECK: spv.AccessChain %{{.*}}[%{{.*}}, %{{.*}}] :
  // CHECK: spv.AccessChain %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] :
  %a = spv.AccessChain %v[%c0] : !spv.ptr<!spv.struct<(!spv.array<3 x !spv.array<4 x f32>>, i32)>, Function>, i32
  %b = spv.AccessChain %a[%i] : !spv.ptr<!spv.array<3 x !spv.array<4 x f32>>, Function>, i32
  %c = spv.AccessChain %b[%c1] : !spv.ptr<!spv.array<4 x f32>, Function>, i32
  %x = spv.Load "Function" %c : f32
  %y = spv.Load "Function" %b : !spv.array<4 x f32>
  return %x, %y : f32, !spv.array<4 x f32>
}

// -----

// CHECK-LABEL: func @arrays(
func @arrays() -> (!spv.array<2 x i32>, !spv.array<2 x i32>, !spv.array<2 x i32>) {
  // CHECK: spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x i32>
  // CHECK-NOT: spv.Constant [1 : i32, 2 : i32]
  %0 = spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x i32>
  %1 = spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x i32>
  %2 = spv.Constant [2 : i32, 1 : i32] : !spv.array<2 x i32>
  return %0, %1, %2 : !spv.array<2 x i32>, !spv.array<2 x i32>, !spv.array<2 x i32>
}

// -----

// CHECK-LABEL: func @select(
func @select(%cond: i1, %p: !spv.ptr<vector<2xf32>, Function>, %a: vector<2xf32>, %b: vector<2xf32>) {
  // CHECK: %[[S:.*]] = spv.Select %{{.*}}, %{{.*}}, %{{.*}} : i1, vector<2xf32>
  // CHECK: spv.Store "Function" %{{.*}}, %[[S]] ["Volatile"] : vector<2xf32>
  // CHECK-NOT: spv.mlir.selection
  spv.mlir.selection {
    spv.BranchConditional %cond, ^then, ^else
  ^then:
    spv.Store "Function" %p, %a ["Volatile"] : vector<2xf32>
    spv.Branch ^merge
  ^else:
    spv.Store "Function" %p, %b ["Volatile"] : vector<2xf32>
    spv.Branch ^merge
  ^merge:
    spv.mlir.merge
  }
  return
}

// -----

// Different memory access attributes, an extra op, a struct value, a
// branch that skips the merge block: no spv.Select.
// CHECK-LABEL: func @no_select(
func @no_select(%cond: i1, %p: !spv.ptr<i32, Function>, %q: !spv.ptr<!spv.struct<(i32)>, Function>, %a: i32, %b: i32, %s: !spv.struct<(i32)>) {
  // CHECK-NOT: spv.Select
  spv.mlir.selection {
    spv.BranchConditional %cond, ^then, ^else
  ^then:
    spv.Store "Function" %p, %a ["Volatile"] : i32
    spv.Branch ^merge
  ^else:
    spv.Store "Function" %p, %b : i32
    spv.Branch ^merge
  ^merge:
    spv.mlir.merge
  }
  spv.mlir.selection {
    spv.BranchConditional %cond, ^then, ^else
  ^then:
    %c = spv.IAdd %a, %b : i32
    spv.Store "Function" %p, %c : i32
    spv.Branch ^merge
  ^else:
    spv.Store "Function" %p, %b : i32
    spv.Branch ^merge
  ^merge:
    spv.mlir.merge
  }
  spv.mlir.selection {
    spv.BranchConditional %cond, ^then, ^else
  ^then:
    spv.Store "Function" %q, %s : !spv.struct<(i32)>
    spv.Branch ^merge
  ^else:
    spv.Store "Function" %q, %s : !spv.struct<(i32)>
    spv.Branch ^merge
  ^merge:
    spv.mlir.merge
  }
  return
}
