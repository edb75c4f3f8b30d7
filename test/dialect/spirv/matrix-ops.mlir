// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The matrix ops of spv.

// CHECK-LABEL: func @matrix(
func @matrix(%m: !spv.matrix<3 x vector<2xf32>>, %n: !spv.matrix<2 x vector<3xf32>>, %s: f32) {
  // CHECK: spv.MatrixTimesScalar %{{.*}}, %{{.*}} : !spv.matrix<3 x vector<2xf32>>, f32 -> !spv.matrix<3 x vector<2xf32>>
  %0 = spv.MatrixTimesScalar %m, %s : !spv.matrix<3 x vector<2xf32>>, f32 -> !spv.matrix<3 x vector<2xf32>>
  // CHECK: spv.Transpose %{{.*}} : !spv.matrix<3 x vector<2xf32>> -> !spv.matrix<2 x vector<3xf32>>
  %1 = spv.Transpose %m : !spv.matrix<3 x vector<2xf32>> -> !spv.matrix<2 x vector<3xf32>>
  // CHECK: spv.MatrixTimesMatrix %{{.*}}, %{{.*}} : !spv.matrix<3 x vector<2xf32>>, !spv.matrix<2 x vector<3xf32>> -> !spv.matrix<2 x vector<2xf32>>
  %2 = spv.MatrixTimesMatrix %m, %n : !spv.matrix<3 x vector<2xf32>>, !spv.matrix<2 x vector<3xf32>> -> !spv.matrix<2 x vector<2xf32>>
  return
}
