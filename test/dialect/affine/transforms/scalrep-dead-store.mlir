// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s > %t.ours && %upstream_opt -affine-scalrep %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s | FileCheck %s

// A store overwritten by a later store to the same element, with no read
// in between, is erased.
// CHECK-LABEL: func @dead
// CHECK: affine.for
// CHECK-NEXT: affine.store %arg2
// CHECK-NEXT: }
func @dead(%m: memref<10xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.store %y, %m[%i] : memref<10xf32>
  }
  return
}
