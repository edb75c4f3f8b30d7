// tensor.extract_slice and tensor.insert_slice in custom and generic form:
// mixed static/dynamic lists, fewer entries than the rank, rank-reducing
// results, discardable attributes.  Diffed with mlir-opt-13 (custom and
// generic) and re-parsed by both.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// REQUIRES: upstream

// CHECK-LABEL: func @extract_slices
// CHECK: tensor.extract_slice %arg0[2, 0, 1] [4, 6, 3] [1, 1, 1] : tensor<10x6x5xi8> to tensor<4x6x3xi8>
// CHECK: tensor.extract_slice %arg0[%arg1, 0, %arg2] [%arg2, 1, 5] [%arg1, 2, 1] : tensor<10x6x5xi8> to tensor<?x5xi8>
// CHECK: tensor.extract_slice %arg0[%arg1] [3] [1] : tensor<10x6x5xi8> to tensor<3x6x5xi8>
// CHECK: tensor.extract_slice %arg0[0, 0, 0] [1, 1, 1] [1, 1, 1] {note = "x"} : tensor<10x6x5xi8> to tensor<i8>
// CHECK: tensor.extract_slice %arg3[] [] [] : tensor<f32> to tensor<f32>
// GEN: "tensor.extract_slice"(%arg0) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [2, 0, 1], static_sizes = [4, 6, 3], static_strides = [1, 1, 1]}
// GEN: "tensor.extract_slice"(%arg0, %arg1, %arg2, %arg2, %arg1) {operand_segment_sizes = dense<[1, 2, 1, 1]> : vector<4xi32>, static_offsets = [-9223372036854775808, 0, -9223372036854775808], static_sizes = [-1, 1, 5], static_strides = [-9223372036854775808, 2, 1]}
func @extract_slices(%t: tensor<10x6x5xi8>, %i: index, %j: index, %s: tensor<f32>) {
  %0 = tensor.extract_slice %t[2, 0, 1] [4, 6, 3] [1, 1, 1] : tensor<10x6x5xi8> to tensor<4x6x3xi8>
  %1 = tensor.extract_slice %t[%i, 0, %j][%j, 1, 5][%i, 2, 1] : tensor<10x6x5xi8> to tensor<?x5xi8>
  %2 = tensor.extract_slice %t[%i][3][1] : tensor<10x6x5xi8> to tensor<3x6x5xi8>
  %3 = tensor.extract_slice %t[0, 0, 0] [1, 1, 1] [1, 1, 1] {note = "x"} : tensor<10x6x5xi8> to tensor<i8>
  %4 = tensor.extract_slice %s[][][] : tensor<f32> to tensor<f32>
  return
}

// CHECK-LABEL: func @insert_slices
// CHECK: tensor.insert_slice %arg1 into %arg0[0, %arg2] [1, 7] [1, 1] : tensor<7xf16> into tensor<?x7xf16>
// CHECK: tensor.insert_slice %arg3 into %{{.*}}[%arg2, 0] [%arg2, 7] [2, 1] : tensor<?x7xf16> into tensor<?x7xf16>
// CHECK: tensor.insert_slice %arg1 into %arg0[1] [1] [1] {note} : tensor<7xf16> into tensor<?x7xf16>
// GEN: "tensor.insert_slice"(%arg1, %arg0, %arg2) {operand_segment_sizes = dense<[1, 1, 1, 0, 0]> : vector<5xi32>, static_offsets = [0, -9223372036854775808], static_sizes = [1, 7], static_strides = [1, 1]}
func @insert_slices(%d: tensor<?x7xf16>, %s: tensor<7xf16>, %i: index, %u: tensor<?x7xf16>) -> tensor<?x7xf16> {
  %0 = tensor.insert_slice %s into %d[0, %i] [1, 7] [1, 1] : tensor<7xf16> into tensor<?x7xf16>
  %1 = tensor.insert_slice %u into %0[%i, 0] [%i, 7] [2, 1] : tensor<?x7xf16> into tensor<?x7xf16>
  %2 = tensor.insert_slice %s into %d[1][1][1] {note} : tensor<7xf16> into tensor<?x7xf16>
  return %1 : tensor<?x7xf16>
}
