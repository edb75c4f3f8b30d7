// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s > %t.ours && %upstream_opt -affine-scalrep %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %s | FileCheck %s

// A second load of the same element with no write in between reuses the
// first (the access maps differ only in form).
// CHECK-LABEL: func @cse
// CHECK: affine.load
// CHECK-NOT: affine.load
func @cse(%m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.load %m[%i, %j] : memref<10x10xf32>
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %b = affine.load %m[%i, %k - 1] : memref<10x10xf32>
      "test.use"(%a, %b) : (f32, f32) -> ()
    }
  }
  return
}
