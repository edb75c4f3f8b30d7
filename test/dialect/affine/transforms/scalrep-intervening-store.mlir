// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s > %t.ours && %upstream_opt -affine-scalrep %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s | FileCheck %s

// A store to a possibly equal element between the store and the load
// blocks the forwarding.
// CHECK-LABEL: func @no_fwd
// CHECK: affine.store
// CHECK: affine.store
// CHECK: affine.load
func @no_fwd(%m: memref<10xf32>, %x: f32, %y: f32, %j: index) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.store %y, %m[%j] : memref<10xf32>
    %w = affine.load %m[%i] : memref<10xf32>
    "test.use"(%w) : (f32) -> ()
  }
  return
}
