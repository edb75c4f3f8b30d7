// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp > %t.ours
// RUN: %upstream_opt %s -split-input-file -sccp > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='func(sccp)' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -split-input-file -pass-pipeline='func(sccp)' -mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Straight-line code: every constant is materialized anew at the start of
// the entry block (the last one made first), the ops folded away are
// erased, ops with a non-constant result stay.
// CHECK-LABEL: func @straight
// CHECK-NEXT: %[[C6:.*]] = constant 6 : i32
// CHECK-NEXT: %[[C3:.*]] = constant 3 : i32
// CHECK-NEXT: constant 2 : i32
// CHECK-NEXT: constant 1 : i32
// CHECK-NEXT: %[[M:.*]] = muli %[[C3]], %arg0 : i32
// CHECK-NEXT: return %[[M]], %[[C6]] : i32, i32
func @straight(%a: i32) -> (i32, i32) {
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %s = addi %c1, %c2 : i32
  %m = muli %s, %a : i32
  %t = addi %s, %s : i32
  return %m, %t : i32, i32
}

// -----

// A constant condition takes one edge: ^bb2 is unreachable, its argument
// and code are left alone; the join block's argument is a constant.  No
// block and no branch is removed.
// CHECK-LABEL: func @branch
// CHECK: cond_br %true, ^bb1(%[[C5:.*]] : i32), ^bb2(%arg0 : i32)
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: br ^bb3(%[[C5]] : i32)
// CHECK: ^bb2(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[D:.*]] = addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT: br ^bb3(%[[D]] : i32)
// CHECK: ^bb3(%{{.*}}: i32):
// CHECK-NEXT: return %[[C5]] : i32
func @branch(%arg0: i32) -> i32 {
  %true = constant true
  %c5 = constant 5 : i32
  cond_br %true, ^bb1(%c5 : i32), ^bb2(%arg0 : i32)
^bb1(%x: i32):
  br ^bb3(%x : i32)
^bb2(%y: i32):
  %d = addi %y, %y : i32
  br ^bb3(%d : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

// Both edges of a cond_br to the same block count once taken: the
// argument gets both values.
// CHECK-LABEL: func @same_dest
// CHECK: ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]] : i32
func @same_dest() -> i32 {
  %c = constant false
  %c1 = constant 10 : i32
  %c2 = constant 20 : i32
  cond_br %c, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// Loops: a block argument that gets a new value around the back edge is
// overdefined; one that keeps its value stays a constant.
// CHECK-LABEL: func @loop_counter
// CHECK: ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = addi %[[I]], %{{.*}} : i32
// CHECK-NEXT: cond_br %arg0, ^bb1(%[[N]] : i32), ^bb2(%[[I]] : i32)
func @loop_counter(%arg0: i1) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %n = addi %i, %c1 : i32
  cond_br %arg0, ^bb1(%n : i32), ^bb2(%i : i32)
^bb2(%r: i32):
  return %r : i32
}
// CHECK-LABEL: func @loop_invariant
// CHECK: %[[C0:.*]] = constant 0 : i32
// CHECK: cond_br %arg0, ^bb1(%[[C0]] : i32), ^bb2(%[[C0]] : i32)
// CHECK: return %[[C0]] : i32
func @loop_invariant(%arg0: i1) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %n = muli %i, %c1 : i32
  cond_br %arg0, ^bb1(%n : i32), ^bb2(%i : i32)
^bb2(%r: i32):
  return %r : i32
}

// -----

// MLIR 13's std.switch does not pick a case from a constant flag: every
// edge is taken.
// CHECK-LABEL: func @switch
// CHECK: ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]] : i32
// CHECK: ^bb2(%{{.*}}: i32):
// CHECK-NEXT: return %c20_i32 : i32
func @switch(%a: i32) -> i32 {
  %flag = constant 2 : i32
  %c1 = constant 10 : i32
  %c2 = constant 20 : i32
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%c1 : i32),
    2: ^bb2(%c2 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// Neither do llvm.cond_br and llvm.br; llvm.mlir.constant does not fold.
// CHECK-LABEL: func @llvm_branches
// CHECK: llvm.cond_br %0, ^bb1(%1 : i32), ^bb1(%2 : i32)
// CHECK: ^bb2(%[[Y:.*]]: i32):
// CHECK-NEXT: return %[[Y]] : i32
func @llvm_branches() -> i32 {
  %t = llvm.mlir.constant(true) : i1
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  llvm.cond_br %t, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  llvm.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}

// -----

// Folds to an operand take the operand's state; the identities of the
// arithmetic folders look at constant ops in the IR (as MLIR 13's), so
// `muli %x, %zero` with a computed zero stays, and `select` on a computed
// condition too.
// CHECK-LABEL: func @fold_kinds
// CHECK-DAG: %[[Z:.*]] = constant 0 : i32
// CHECK-DAG: %[[T:.*]] = constant true
// CHECK: %[[A:.*]] = addi %arg0, %[[Z]] : i32
// CHECK: %[[M:.*]] = muli %arg0, %[[Z]] : i32
// CHECK: %[[S:.*]] = select %[[T]], %arg0, %{{.*}} : i32
// CHECK: return %[[A]], %[[M]], %[[S]], %[[Z]] : i32, i32, i32, i32
func @fold_kinds(%x: i32) -> (i32, i32, i32, i32) {
  %c2 = constant 2 : i32
  %cm2 = constant -2 : i32
  %z = addi %c2, %cm2 : i32
  %t = cmpi eq, %c2, %c2 : i32
  %a = addi %x, %z : i32
  %m = muli %x, %z : i32
  %s = select %t, %x, %c2 : i32
  %r = remi_signed %x, %c2 : i32
  %k = subi %z, %z : i32
  return %a, %m, %s, %k : i32, i32, i32, i32
}

// -----

// In-place folds are undone (memref.load of a cast); a cast whose update
// makes it an identity folds to its new operand, which sticks.
// CHECK-LABEL: func @in_place
// CHECK: %[[C:.*]] = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK: memref.load %[[C]][%arg1] : memref<?xf32>
func @in_place(%a: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  return %1 : f32
}
// CHECK-LABEL: func @cast_of_cast
// CHECK: memref.cast %arg0 : memref<4x?xf32> to memref<4x?xf32>
func @cast_of_cast(%a: memref<4x?xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x?xf32>
  return %1 : memref<4x?xf32>
}

// -----

// memref folds materialize std constants; the static size replaces the
// dim and what used it.
// CHECK-LABEL: func @dim
// CHECK-NEXT: %[[C4:.*]] = constant 4 : index
// CHECK-NOT: memref.dim
// CHECK: return %[[C4]] : index
func @dim(%m: memref<4xi64>) -> index {
  %c0 = constant 0 : index
  %d = memref.dim %m, %c0 : memref<4xi64>
  %e = addi %d, %c0 : index
  return %e : index
}

// -----

// Ops of unknown dialects do not fold; their regions are entered with
// overdefined arguments.
// CHECK-LABEL: func @unregistered
// CHECK: "foo.region"(%[[C:.*]]) ( {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT: addi %[[A]], %[[C]] : i32
// CHECK: "foo.op"(%[[C]]) : (i32) -> i32
func @unregistered(%x: i32) -> i32 {
  %c = constant 9 : i32
  %r = "foo.region"(%c) ({
  ^bb0(%a: i32):
    %k = addi %a, %c : i32
    "foo.yield"(%k) : (i32) -> ()
  }) : (i32) -> i32
  %s = "foo.op"(%c) : (i32) -> i32
  return %r : i32
}
