// The generic -loop-invariant-code-motion on affine.for (its loop-like
// interface): side-effect-free ops with operands defined outside move out,
// affine loads and stores stay.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -loop-invariant-code-motion %s > %t.ours
// RUN: %upstream_opt -loop-invariant-code-motion %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -loop-invariant-code-motion %s | FileCheck %s

// CHECK-LABEL: func @nest
// CHECK: constant 2.0
// CHECK-NEXT: addf
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.apply
func @nest(%A: memref<100xf32>, %B: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %c = constant 2.0 : f32
      %y = addf %x, %c : f32
      %v = affine.load %A[%i] : memref<100xf32>
      %w = addf %v, %y : f32
      affine.store %w, %B[%i] : memref<100xf32>
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %u = affine.load %B[%k] : memref<100xf32>
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %z = addf %x, %x : f32
      }
    }
  }
  return
}

func @iter_args(%A: memref<100xf32>, %x: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %x) -> (f32) {
    %y = mulf %x, %x : f32
    %s = addf %acc, %y : f32
    affine.yield %s : f32
  }
  return %r : f32
}
