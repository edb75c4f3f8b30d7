// -affine-loop-normalize: single-iteration loops are promoted, other loops
// with a single-result lower bound start at 0 with step 1 and recompute
// the original induction value with an affine.apply.  Diffed with
// mlir-opt-13, including the bounds over dims and symbols (where 13 does
// not shift the lower bound's dims and symbols; reproduced).
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-normalize %s > %t.ours
// RUN: %upstream_opt -affine-loop-normalize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-normalize -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-loop-normalize -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-normalize %s | FileCheck %s

// CHECK-LABEL: func @consts
// CHECK: %[[C5:.*]] = constant 5 : index
// CHECK: affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT: affine.apply #{{.*}}(%[[I]])
func @consts(%A: memref<100xf32>) {
  affine.for %i = 2 to 20 step 3 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  affine.for %i = 5 to 6 {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 7 {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

func @symbolic(%A: memref<100xf32>, %n: index) {
  affine.for %i = %n to 50 step 2 {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n step 2 {
    affine.for %j = max affine_map<(d0) -> (d0, 4)>(%i) to min affine_map<(d0)[s0] -> (d0 + 7, s0)>(%i)[%n] {
      %v = affine.load %A[%j] : memref<100xf32>
    }
  }
  return
}

func @dims(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to affine_map<(d0) -> (d0 * 2 + 20)>(%i) step 2 {
      %v = affine.load %A[%j] : memref<100xf32>
    }
    affine.for %j = 3 to min affine_map<(d0) -> (d0 + 9, 40)>(%i) {
      %v = affine.load %A[%j] : memref<100xf32>
    }
  }
  return
}

func @iter_args(%A: memref<100xf32>, %x: f32) -> f32 {
  %r = affine.for %i = 1 to 9 step 2 iter_args(%acc = %x) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = addf %acc, %v : f32
    affine.yield %s : f32
  }
  %q = affine.for %i = 3 to 4 iter_args(%acc = %r) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %q : f32
}
