// mlir-opt-13 folds a memref.cast operand into transpose and
// collapse_shape / expand_shape without updating the result type, so the
// IR then fails to verify; cmlir reproduces it, message for message.
// RUN: not cmlir-opt -mlir-disable-threading -canonicalize -split-input-file %s > %t.ours 2>&1
// RUN: not %upstream_opt -mlir-disable-threading -canonicalize -split-input-file %s > %t.theirs 2>&1
// RUN: diff %t.ours %t.theirs
// RUN: FileCheck %s < %t.ours
// REQUIRES: upstream

// CHECK: 'memref.transpose' op output type
func @transpose_of_cast(%m: memref<?x?xf32>) -> memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  return %1 : memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
}

// -----

// CHECK: 'memref.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6
func @collapse_of_cast(%m: memref<2x3x4xf32>) -> memref<?x4xf32> {
  %0 = memref.cast %m : memref<2x3x4xf32> to memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

// -----

// CHECK: 'memref.expand_shape' op
func @expand_of_cast(%m: memref<6x4xf32>) -> memref<?x2x2xf32> {
  %0 = memref.cast %m : memref<6x4xf32> to memref<?x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] : memref<?x4xf32> into memref<?x2x2xf32>
  return %1 : memref<?x2x2xf32>
}

// -----

// Also a cast that could not fold into its consumer.
// CHECK: 'memref.collapse_shape' op expected dimension 0 of collapsed type to be dynamic
func @collapse_of_cast_to_static(%m: memref<?x?x4xf32>) -> memref<6x4xf32> {
  %0 = memref.cast %m : memref<?x?x4xf32> to memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
