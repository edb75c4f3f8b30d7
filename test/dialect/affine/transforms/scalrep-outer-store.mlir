// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s > %t.ours && %upstream_opt -affine-scalrep %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s | FileCheck %s

// A store in an inner loop writing other iterations' elements prevents
// forwarding the outer store to the load after the inner loop.
// CHECK-LABEL: func @outer
// CHECK: affine.load
func @outer(%m: memref<10xf32>, %x: f32) -> f32 {
  %c = constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      affine.store %x, %m[%j] : memref<10xf32>
    }
    %v = affine.load %m[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return %c : f32
}
