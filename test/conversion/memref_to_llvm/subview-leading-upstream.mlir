// memref.subview with offsets, sizes and strides for the leading dimensions
// only: a trailing dimension keeps the source's size (a constant, or
// memref.dim of the source when dynamic) and stride 1.  Diffed with
// mlir-opt-13 through both conversions (-convert-memref-to-llvm alone
// leaves a dynamic trailing size's index casts in another shape).
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-memref-to-llvm %s | FileCheck %s

// CHECK-LABEL: func @lead_static
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(12 : index) : i64
// CHECK: llvm.insertvalue %[[OFF]], %{{.*}}[2]
// CHECK: %[[SZ1:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[ST1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertvalue %[[SZ1]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[ST1]], %{{.*}}[4, 1]
// CHECK: %[[SZ0:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[ST0:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: llvm.insertvalue %[[SZ0]], %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %[[ST0]], %{{.*}}[4, 0]
// CHECK-NOT: memref.subview
func @lead_static(%m: memref<7x2xf32>) -> memref<2x2xf32, offset: 12, strides: [2, 1]> {
  %0 = memref.subview %m[6][2][1] : memref<7x2xf32> to memref<2x2xf32, offset: 12, strides: [2, 1]>
  return %0 : memref<2x2xf32, offset: 12, strides: [2, 1]>
}

// CHECK-LABEL: func @lead_dynamic
// CHECK: llvm.mul
// CHECK: llvm.add
// CHECK: %[[SRC:.*]] = unrealized_conversion_cast %arg0
// CHECK: %[[SZ:.*]] = llvm.extractvalue %[[SRC]][3, 2]
// CHECK: llvm.insertvalue %[[SZ]], %{{.*}}[3, 2]
// CHECK-NOT: memref.
func @lead_dynamic(%m: memref<4x3x?xf32>, %i: index) -> memref<2x3x?xf32, offset: ?, strides: [?, ?, 1]> {
  %0 = memref.subview %m[%i][2][1] : memref<4x3x?xf32> to memref<2x3x?xf32, offset: ?, strides: [?, ?, 1]>
  return %0 : memref<2x3x?xf32, offset: ?, strides: [?, ?, 1]>
}

// CHECK-LABEL: func @lead_rank_reducing
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.mlir.constant(10 : index) : i64
// CHECK-NOT: memref.subview
func @lead_rank_reducing(%m: memref<3x2x5xf32>) -> memref<2x5xf32, offset: 10, strides: [5, 1]> {
  %0 = memref.subview %m[1][1][1] : memref<3x2x5xf32> to memref<2x5xf32, offset: 10, strides: [5, 1]>
  return %0 : memref<2x5xf32, offset: 10, strides: [5, 1]>
}
