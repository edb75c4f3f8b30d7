// memref.expand_shape / collapse_shape canonicalization of MLIR 13, diffed
// against mlir-opt-13 (the "_no" cases must not fire).
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// REQUIRES: upstream
// CHECK-LABEL: func @collapse_collapse(
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[}}[0, 1, 2], [3, 4]] : memref<2x3x4x5x6xf32> into memref<24x30xf32>
// CHECK-NEXT: return %0 : memref<24x30xf32>
// CHECK-LABEL: func @expand_expand(
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[}}[0, 1], [2, 3]] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: return %0 : memref<2x3x4x5xf32>
// CHECK-LABEL: func @expand_collapse_same(
// CHECK-NEXT: return %arg0 : memref<6x20xf32>
// CHECK-LABEL: func @mixed_collapse(
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[}}[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
// CHECK-NEXT: return %0 : memref<6x20xf32>
// CHECK-LABEL: func @mixed_expand(
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[}}[0, 1], [2, 3]] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: return %0 : memref<2x3x4x5xf32>
// CHECK-LABEL: func @mixed_no(
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[}}[0, 1]] : memref<4x30xf32> into memref<120xf32>
// CHECK-NEXT: %1 = memref.expand_shape %0 {{\[}}[0, 1]] : memref<120xf32> into memref<6x20xf32>
// CHECK-NEXT: return %1 : memref<6x20xf32>
// CHECK-LABEL: func @mixed_dyn(
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[}}[0], [1, 2]] : memref<4x?xf32> into memref<4x?x1xf32>
// CHECK-NEXT: return %0 : memref<4x?x1xf32>
// CHECK-LABEL: func @mixed_unit(
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[}}[0], [1, 2]] : memref<1x1xf32> into memref<1x1x1xf32>
// CHECK-NEXT: return %0 : memref<1x1x1xf32>
// CHECK-LABEL: func @collapse_of_cast_same(
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[}}[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT: return %0 : memref<?x4xf32>


func @collapse_collapse(%m: memref<2x3x4x5x6xf32>) -> memref<24x30xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3, 4]] : memref<2x3x4x5x6xf32> into memref<6x4x30xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<6x4x30xf32> into memref<24x30xf32>
  return %1 : memref<24x30xf32>
}
func @expand_expand(%m: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<6x20xf32> into memref<2x3x20xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2, 3]] : memref<2x3x20xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func @expand_collapse_same(%m: memref<6x20xf32>) -> memref<6x20xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<6x20xf32> into memref<2x3x20xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x20xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func @mixed_collapse(%m: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<120xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func @mixed_expand(%m: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] : memref<120xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func @mixed_no(%m: memref<4x30xf32>) -> memref<6x20xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x30xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<120xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func @mixed_dyn(%m: memref<4x?xf32>) -> memref<4x?x1xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<?xf32> into memref<4x?x1xf32>
  return %1 : memref<4x?x1xf32>
}
func @mixed_unit(%m: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
func @collapse_of_cast_same(%m: memref<?x?x4xf32>) -> memref<?x4xf32> {
  %0 = memref.cast %m : memref<?x?x4xf32> to memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
