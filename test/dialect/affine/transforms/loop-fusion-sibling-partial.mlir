// -affine-loop-fusion="fusion-maximal": a sibling whose slice covers only
// part of its iterations (0 to 20 against a destination running 0 to 10) is
// not fused.  mlir-opt-13 fuses it and erases the sibling, dropping
// iterations 10 to 19 (later upstream versions skip non-maximal sibling
// slices); cmlir skips slices known not to be maximal, so this file is not
// diffed with mlir-opt-13.
// RUN: cmlir-opt -affine-loop-fusion="fusion-maximal" %s | FileCheck %s

// CHECK-LABEL: func @partial
// CHECK:       affine.for %{{.*}} = 0 to 20 {
// CHECK:       affine.for %{{.*}} = 0 to 10 {
func @partial(%in: memref<20xf32>, %a: memref<20xf32>, %b: memref<20xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %in[%i] : memref<20xf32>
    affine.store %v, %a[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<20xf32>
    affine.store %v, %b[%i] : memref<20xf32>
  }
  return
}
