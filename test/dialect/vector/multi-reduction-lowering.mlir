// -test-vector-multi-reduction-lowering-patterns (13's test pass):
// inner reductions, outer ones (transposed first), ranks above 2 (shape
// casts to 2-D), every kind; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-multi-reduction-lowering-patterns %s > %t.o && %upstream_opt -test-vector-multi-reduction-lowering-patterns %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-multi-reduction-lowering-patterns %s | FileCheck %s

// CHECK-LABEL: func @kinds
// CHECK: vector.reduction "max", %{{.*}} : vector<3xi8> into i8
// CHECK-NOT: vector.multi_reduction
func @kinds(%a: vector<4x3xi8>, %b: vector<3x5xf64>) -> (vector<4xi8>, vector<4xi8>, vector<5xf64>, vector<3xf64>) {
  %0 = vector.multi_reduction #vector.kind<max>, %a [1] : vector<4x3xi8> to vector<4xi8>
  %1 = vector.multi_reduction #vector.kind<xor>, %a [1] : vector<4x3xi8> to vector<4xi8>
  %2 = vector.multi_reduction #vector.kind<min>, %b [0] : vector<3x5xf64> to vector<5xf64>
  %3 = vector.multi_reduction #vector.kind<add>, %b [1] : vector<3x5xf64> to vector<3xf64>
  return %0, %1, %2, %3 : vector<4xi8>, vector<4xi8>, vector<5xf64>, vector<3xf64>
}

// CHECK-LABEL: func @ranks
// CHECK: vector.shape_cast
func @ranks(%a: vector<2x3x4x2xi32>) -> (vector<2x3xi32>, vector<3x2xi32>, vector<2xi32>, vector<4xi32>) {
  %0 = vector.multi_reduction #vector.kind<or>, %a [2, 3] : vector<2x3x4x2xi32> to vector<2x3xi32>
  %1 = vector.multi_reduction #vector.kind<and>, %a [0, 2] : vector<2x3x4x2xi32> to vector<3x2xi32>
  %2 = vector.multi_reduction #vector.kind<mul>, %a [1, 2, 3] : vector<2x3x4x2xi32> to vector<2xi32>
  %3 = vector.multi_reduction #vector.kind<add>, %a [3, 0, 1] : vector<2x3x4x2xi32> to vector<4xi32>
  return %0, %1, %2, %3 : vector<2x3xi32>, vector<3x2xi32>, vector<2xi32>, vector<4xi32>
}
