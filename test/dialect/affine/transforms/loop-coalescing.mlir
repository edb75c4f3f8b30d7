// -loop-coalescing coalesces scf.for nests only: affine.for nests are left
// as they are, as mlir-opt-13 does.
// REQUIRES: upstream
// RUN: cmlir-opt -loop-coalescing %s > %t.ours
// RUN: %upstream_opt -loop-coalescing %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -loop-coalescing %s | FileCheck %s

// CHECK-LABEL: func @affine_nest
// CHECK: affine.for
// CHECK: affine.for
func @affine_nest(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 2 to %n step 3 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  return
}
