// RUN: cmlir-opt %s -split-input-file -pass-pipeline='spv.module(inline{default-pipeline=''})' > %t.ours && %upstream_opt %s -split-input-file -pass-pipeline='spv.module(inline{default-pipeline=''})' > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -pass-pipeline='spv.module(inline{default-pipeline=''})' | FileCheck %s
// REQUIRES: upstream
// Inlining spv.FunctionCall: one-block callees (spv.ReturnValue gives the
// result), several blocks (spv.Return becomes spv.Branch to the code after
// the call), into selection / loop regions; selections or loops that
// return are not inlined.

spv.module Logical GLSL450 {
  spv.func @twice(%x: i32) -> i32 "None" {
    %0 = spv.IAdd %x, %x : i32
    spv.ReturnValue %0 : i32
  }
  spv.func @store(%p: !spv.ptr<i32, Function>, %v: i32) "None" {
    spv.Branch ^bb1
  ^bb1:
    spv.Store "Function" %p, %v : i32
    spv.Return
  }
  // CHECK-LABEL: spv.func @caller
  spv.func @caller(%c: i1, %x: i32) -> i32 "None" {
    // CHECK-NOT: spv.FunctionCall
    %p = spv.Variable : !spv.ptr<i32, Function>
    %0 = spv.FunctionCall @twice(%x) : (i32) -> i32
    spv.FunctionCall @store(%p, %0) : (!spv.ptr<i32, Function>, i32) -> ()
    spv.mlir.selection {
      spv.BranchConditional %c, ^then, ^merge
    ^then:
      %1 = spv.FunctionCall @twice(%0) : (i32) -> i32
      spv.Store "Function" %p, %1 : i32
      spv.Branch ^merge
    ^merge:
      spv.mlir.merge
    }
    %2 = spv.Load "Function" %p : i32
    spv.ReturnValue %2 : i32
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @early(%c: i1) "None" {
    spv.mlir.selection {
      spv.BranchConditional %c, ^then, ^merge
    ^then:
      spv.Return
    ^merge:
      spv.mlir.merge
    }
    spv.Return
  }
  // CHECK-LABEL: spv.func @keeps_call
  spv.func @keeps_call(%c: i1) "None" {
    // CHECK: spv.FunctionCall @early
    spv.FunctionCall @early(%c) : (i1) -> ()
    spv.Return
  }
}
