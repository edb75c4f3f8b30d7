// Folders and canonicalization patterns of tensor.extract_slice and
// tensor.insert_slice (identity folds, constant arguments made static,
// tensor.cast operands folded in) and tensor.dim of a slice, diffed with
// mlir-opt-13 -canonicalize in custom and generic form.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -canonicalize %s | FileCheck %s

// Static identity slices fold to their source; constant operands count.
// CHECK-LABEL: func @identity
// CHECK-NEXT: return %arg0, %arg0 : tensor<3x5xi32>, tensor<3x5xi32>
func @identity(%t: tensor<3x5xi32>) -> (tensor<3x5xi32>, tensor<3x5xi32>) {
  %c1 = constant 1 : index
  %0 = tensor.extract_slice %t[0, 0] [3, 5] [1, %c1] : tensor<3x5xi32> to tensor<3x5xi32>
  %1 = tensor.insert_slice %0 into %t[0, 0] [3, 5] [1, 1] : tensor<3x5xi32> into tensor<3x5xi32>
  return %0, %1 : tensor<3x5xi32>, tensor<3x5xi32>
}

// Not an identity: an offset, or dynamic shapes for insert_slice.
// CHECK-LABEL: func @not_identity
// CHECK: tensor.extract_slice %arg0[1, 0] [3, 5] [1, 1]
// CHECK: tensor.insert_slice %arg1 into %arg1[0, 0] [%{{.*}}, 5] [1, 1]
func @not_identity(%t: tensor<3x5xi32>, %u: tensor<?x5xi32>, %n: index) -> (tensor<3x5xi32>, tensor<?x5xi32>) {
  %0 = tensor.extract_slice %t[1, 0] [3, 5] [1, 1] : tensor<3x5xi32> to tensor<3x5xi32>
  %1 = tensor.insert_slice %u into %u[0, 0] [%n, 5] [1, 1] : tensor<?x5xi32> into tensor<?x5xi32>
  return %0, %1 : tensor<3x5xi32>, tensor<?x5xi32>
}

// Constant offsets / sizes / strides become static; the more static
// result is cast back to the old type.
// CHECK-LABEL: func @extract_constants
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[2, %arg1] [3, 1] [2, 1] : tensor<16x16xf32> to tensor<3x1xf32>
// CHECK: tensor.cast %[[S]] : tensor<3x1xf32> to tensor<?x?xf32>
// CHECK: %[[R:.*]] = tensor.extract_slice %arg0[0, 0] [1, 7] [1, 1] : tensor<16x16xf32> to tensor<7xf32>
// CHECK: tensor.cast %[[R]] : tensor<7xf32> to tensor<?xf32>
func @extract_constants(%t: tensor<16x16xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  %0 = tensor.extract_slice %t[%c2, %i] [%c3, %c1] [%c2, 1] : tensor<16x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %t[0, 0] [1, %c7] [1, 1] : tensor<16x16xf32> to tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}

// A cast that only loses static sizes is folded into the slice.
// CHECK-LABEL: func @extract_of_cast
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[%arg1, 1, 0] [%arg1, 1, 3] [1, 1, 1] : tensor<9x4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[S]]
func @extract_of_cast(%t: tensor<9x4x3xf32>, %i: index) -> tensor<?x3xf32> {
  %0 = tensor.cast %t : tensor<9x4x3xf32> to tensor<?x?x?xf32>
  %1 = tensor.extract_slice %0[%i, 1, 0] [%i, 1, 3] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

// A cast to a more static type stays.
// CHECK-LABEL: func @extract_of_static_cast
// CHECK: tensor.cast
// CHECK: tensor.extract_slice
func @extract_of_static_cast(%t: tensor<?x?xf32>, %i: index) -> tensor<?x2xf32> {
  %0 = tensor.cast %t : tensor<?x?xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[%i, 0] [%i, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}

// insert_slice: constants become static, the source stays as it is.
// CHECK-LABEL: func @insert_constants
// CHECK-NEXT: tensor.insert_slice %arg1 into %arg0[3, %arg2] [2, 2] [1, 1] : tensor<?x?xi8> into tensor<8x8xi8>
func @insert_constants(%d: tensor<8x8xi8>, %s: tensor<?x?xi8>, %i: index) -> tensor<8x8xi8> {
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %0 = tensor.insert_slice %s into %d[%c3, %i] [%c2, %c2] [1, 1] : tensor<?x?xi8> into tensor<8x8xi8>
  return %0 : tensor<8x8xi8>
}

// Casts of the source and of the destination are folded in; the result is
// cast back to the old (destination's) type.
// CHECK-LABEL: func @insert_of_casts
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %arg1 into %arg0[%arg2, 1] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<8x8xi8>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[I]] : tensor<8x8xi8> to tensor<?x8xi8>
// CHECK-NEXT: return %[[C]]
func @insert_of_casts(%d: tensor<8x8xi8>, %s: tensor<2x2xi8>, %i: index) -> tensor<?x8xi8> {
  %0 = tensor.cast %d : tensor<8x8xi8> to tensor<?x8xi8>
  %1 = tensor.cast %s : tensor<2x2xi8> to tensor<?x?xi8>
  %2 = tensor.insert_slice %1 into %0[%i, 1] [2, 2] [1, 1] : tensor<?x?xi8> into tensor<?x8xi8>
  return %2 : tensor<?x8xi8>
}

// tensor.dim of a slice is its size operand (13 indexes the sizes list
// with the result dimension, also when dimensions are dropped).
// CHECK-LABEL: func @dim_of_slice
// CHECK-NEXT: return %arg2, %arg1
func @dim_of_slice(%t: tensor<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %0 = tensor.extract_slice %t[0, 0, 0] [%a, %b, 1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %1, %2 : index, index
}
