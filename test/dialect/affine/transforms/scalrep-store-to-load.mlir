// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s > %t.ours && %upstream_opt -affine-scalrep %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s | FileCheck %s

// A load of the element a dominating store wrote takes the stored value;
// the buffer, left with stores only, goes away.
// CHECK-LABEL: func @fwd
// CHECK-NOT: memref.alloc
// CHECK-NOT: affine.load
// CHECK: "test.use"(%{{.*}}) : (f32) -> ()
func @fwd(%x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = addf %x, %x : f32
    affine.store %v, %m[%i] : memref<10xf32>
    %w = affine.load %m[%i] : memref<10xf32>
    "test.use"(%w) : (f32) -> ()
  }
  return
}
