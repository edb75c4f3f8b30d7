// -test-vector-transfer-lowering-patterns (13's test pass: transfers of
// any rank to vector.load / maskedload / store / maskedstore and the
// permutation-map lowering: transposes, leading broadcasts, more results
// than source dims), diffed with mlir-opt-13 (also after -canonicalize).
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-transfer-lowering-patterns %s -split-input-file > %t.o1 && %upstream_opt -test-vector-transfer-lowering-patterns %s -split-input-file > %t.u1 && diff %t.o1 %t.u1
// RUN: cmlir-opt -test-vector-transfer-lowering-patterns -canonicalize %s -split-input-file > %t.o2 && %upstream_opt -test-vector-transfer-lowering-patterns -canonicalize %s -split-input-file > %t.u2 && diff %t.o2 %t.u2
// RUN: cmlir-opt -test-vector-transfer-lowering-patterns %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @minor
// CHECK: vector.load %{{.*}} : memref<8x8xf32>, vector<2x4xf32>
// CHECK: vector.maskedstore
func @minor(%m: memref<8x8xf32>, %i: index, %k: vector<4xi1>) -> vector<2x4xf32> {
  %p = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  %1 = vector.extract %0[0] : vector<2x4xf32>
  vector.transfer_write %1, %m[%i, %i], %k {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  return %0 : vector<2x4xf32>
}

// -----

// CHECK-LABEL: func @permuted
// CHECK: vector.transpose
func @permuted(%m: memref<?x?x?xf32>, %i: index, %k: vector<3x2xi1>) -> (vector<2x3xf32>, vector<3x2x4xf32>, vector<4x5x2x3xf32>) {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<?x?x?xf32>, vector<2x3xf32>
  %1 = vector.transfer_read %m[%i, %i, %i], %p, %k {in_bounds = [false, false, true], permutation_map = affine_map<(d0, d1, d2) -> (d1, d2, 0)>} : memref<?x?x?xf32>, vector<3x2x4xf32>
  %2 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (0, d2, d0, d1)>} : memref<?x?x?xf32>, vector<4x5x2x3xf32>
  vector.transfer_write %0, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<2x3xf32>, memref<?x?x?xf32>
  return %0, %1, %2 : vector<2x3xf32>, vector<3x2x4xf32>, vector<4x5x2x3xf32>
}

// -----

// CHECK-LABEL: func @broadcasts
// CHECK: vector.broadcast
func @broadcasts(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index) -> (vector<3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, tensor<?x?xf32>) {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, 0, d0)>} : memref<?x?xf32>, vector<2x3x4xf32>
  %2 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<3x4xf32>
  %3 = vector.transfer_write %2, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, tensor<?x?xf32>
  return %0, %1, %2, %3 : vector<3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, tensor<?x?xf32>
}
