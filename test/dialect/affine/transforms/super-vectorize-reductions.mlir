// -affine-super-vectorize=vectorize-reductions: a loop whose iter_args are
// add / mul reductions accumulates vectors starting from the neutral
// element, reduces them with vector.reduction after the loop (then
// combines with a non-neutral init) and masks the last iteration with
// vector.create_mask / select unless the constant trip count divides.
// Subtraction, a step other than 1 and a reduction through an inner loop
// stay scalar.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=128 vectorize-reductions" > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=128 vectorize-reductions" > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=128 vectorize-reductions" | FileCheck %s

// CHECK-LABEL: func @prod_init
// CHECK: %[[ONE:.*]] = constant dense<1.000000e+00> : vector<128xf32>
// CHECK: %[[R:.*]] = affine.for {{.*}} step 128 iter_args(%{{.*}} = %[[ONE]]) -> (vector<128xf32>)
// CHECK: %[[S:.*]] = vector.reduction "mul", %[[R]] : vector<128xf32> into f32
// CHECK-NEXT: mulf %[[S]], %arg1 : f32
func @sum(%in: memref<256x512xf32>, %out: memref<256xf32>) {
  %cst = constant 0.000000e+00 : f32
  affine.for %i = 0 to 256 {
    %r = affine.for %j = 0 to 512 iter_args(%acc = %cst) -> (f32) {
      %ld = affine.load %in[%i, %j] : memref<256x512xf32>
      %add = addf %acc, %ld : f32
      affine.yield %add : f32
    }
    affine.store %r, %out[%i] : memref<256xf32>
  }
  return
}
func @prod_init(%in: memref<512xf32>, %init: f32) -> f32 {
  %r = affine.for %j = 0 to 512 iter_args(%acc = %init) -> (f32) {
    %ld = affine.load %in[%j] : memref<512xf32>
    %m = mulf %ld, %acc : f32
    affine.yield %m : f32
  }
  return %r : f32
}
func @two(%in: memref<512xi64>, %n: index) -> (i64, i64) {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %r:2 = affine.for %j = 0 to %n iter_args(%a = %c0, %b = %c1) -> (i64, i64) {
    %ld = affine.load %in[%j] : memref<512xi64>
    %x = addi %a, %ld : i64
    %y = muli %b, %ld : i64
    affine.yield %x, %y : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
func @minub(%in: memref<512xf32>, %n: index) -> f32 {
  %cst = constant 1.0 : f32
  %r = affine.for %j = 0 to min affine_map<(d0) -> (d0, 500)>(%n) iter_args(%acc = %cst) -> (f32) {
    %ld = affine.load %in[%j] : memref<512xf32>
    %m = addf %acc, %ld : f32
    affine.yield %m : f32
  }
  return %r : f32
}
func @notred(%in: memref<512xf32>) -> f32 {
  %cst = constant 0.0 : f32
  %r = affine.for %j = 0 to 512 iter_args(%acc = %cst) -> (f32) {
    %ld = affine.load %in[%j] : memref<512xf32>
    %m = subf %acc, %ld : f32
    affine.yield %m : f32
  }
  return %r : f32
}
func @step2(%in: memref<512xf32>) -> f32 {
  %cst = constant 0.0 : f32
  %r = affine.for %j = 0 to 512 step 2 iter_args(%acc = %cst) -> (f32) {
    %ld = affine.load %in[%j] : memref<512xf32>
    %m = addf %acc, %ld : f32
    affine.yield %m : f32
  }
  return %r : f32
}
func @outer_red(%in: memref<512x512xf32>) -> f32 {
  %cst = constant 0.0 : f32
  %r = affine.for %i = 0 to 512 iter_args(%acc = %cst) -> (f32) {
    %s = affine.for %j = 0 to 512 iter_args(%acc2 = %acc) -> (f32) {
      %ld = affine.load %in[%j, %i] : memref<512x512xf32>
      %m = addf %acc2, %ld : f32
      affine.yield %m : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
