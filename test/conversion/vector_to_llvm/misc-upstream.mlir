// -convert-vector-to-llvm on bitcast, type_cast, matrix_multiply,
// flat_transpose, create_mask / constant_mask (1-D, 2-D), transpose,
// n-D shape_cast and 2-D fma, diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm='enable-index-optimizations=0' %s > %t.ours.i && %upstream_opt -convert-vector-to-llvm='enable-index-optimizations=0' %s > %t.up.i && diff %t.ours.i %t.up.i
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s
// CHECK: llvm.intr.matrix.multiply

func @misc(%a: vector<4xf32>, %m: memref<8x8xf32>, %i: index, %b: vector<16xf32>) -> (vector<2xi64>, memref<vector<8x8xf32>>, vector<16xf32>, vector<4xi1>, vector<4xi1>, vector<2x3xi1>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<2xi64>
  %1 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  %2 = vector.matrix_multiply %b, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %3 = vector.flat_transpose %2 {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>
  %4 = vector.create_mask %i : vector<4xi1>
  %5 = vector.constant_mask [3] : vector<4xi1>
  %6 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0, %1, %3, %4, %5, %6 : vector<2xi64>, memref<vector<8x8xf32>>, vector<16xf32>, vector<4xi1>, vector<4xi1>, vector<2x3xi1>
}
#mv = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>]
#dot = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]
#bmm = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>]
#mmt = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>]
func @t(%a: vector<2x3x4xf32>, %b: vector<2x6xf32>, %i: index, %j: index) -> (vector<4x2x3xf32>, vector<3x4xf32>, vector<2x3xi1>, vector<2x3x4xf32>) {
  %0 = vector.transpose %a, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %1 = vector.shape_cast %b : vector<2x6xf32> to vector<3x4xf32>
  %3 = vector.create_mask %i, %j : vector<2x3xi1>
  %4 = vector.fma %a, %a, %a : vector<2x3x4xf32>
  return %0, %1, %3, %4 : vector<4x2x3xf32>, vector<3x4xf32>, vector<2x3xi1>, vector<2x3x4xf32>
}
