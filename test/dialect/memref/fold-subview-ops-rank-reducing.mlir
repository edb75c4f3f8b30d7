// -fold-memref-subview-ops on rank-reducing subviews: a dropped source
// dimension (13's getDroppedDims, positional) gets index 0, a
// `constant 0 : index` at the access's location, which folds away with
// static offsets; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -fold-memref-subview-ops %s | FileCheck %s

// CHECK-LABEL: func @drop_leading
// CHECK: %[[C0:.*]] = constant 0 : index
// CHECK: %[[A:.*]] = affine.apply #{{.*}}(%[[C0]])[%arg1]
// CHECK: %[[B:.*]] = affine.apply #{{.*}}(%arg2)
// CHECK: memref.load %arg0[%[[A]], %[[B]]] : memref<12x32xf32>
func @drop_leading(%m: memref<12x32xf32>, %i: index, %k: index) -> f32 {
  %0 = memref.subview %m[%i, 4][1, 8][1, 1] : memref<12x32xf32> to memref<8xf32, offset: ?, strides: [1]>
  %1 = memref.load %0[%k] : memref<8xf32, offset: ?, strides: [1]>
  return %1 : f32
}

// CHECK-LABEL: func @drop_two_static
// CHECK: %[[C2:.*]] = constant 2 : index
// CHECK: %[[C3:.*]] = constant 3 : index
// CHECK: memref.load %arg0[%[[C2]], %{{.*}}, %[[C3]]] : memref<12x32x7xf32>
func @drop_two_static(%m: memref<12x32x7xf32>, %k: index) -> f32 {
  %0 = memref.subview %m[2, 4, 3][1, 8, 1][1, 2, 1] : memref<12x32x7xf32> to memref<8xf32, offset: 479, strides: [14]>
  %1 = memref.load %0[%k] : memref<8xf32, offset: 479, strides: [14]>
  return %1 : f32
}

// Of two unit sizes, the first is kept when the result's dim is 1.
// CHECK-LABEL: func @unit_kept
// CHECK: %[[C0:.*]] = constant 0 : index
// CHECK: affine.apply #{{.*}}(%arg3)[%arg1]
// CHECK: affine.apply #{{.*}}(%[[C0]])[%arg2]
func @unit_kept(%m: memref<4x4xf32>, %i: index, %j: index, %k: index) -> f32 {
  %0 = memref.subview %m[%i, %j][1, 1][1, 1] : memref<4x4xf32> to memref<1xf32, offset: ?, strides: [4]>
  %1 = memref.load %0[%k] : memref<1xf32, offset: ?, strides: [4]>
  return %1 : f32
}

// A store into a rank-reduced dynamic subview.
// CHECK-LABEL: func @store_reduced
// CHECK: memref.store %arg4, %arg0[%{{.*}}, %{{.*}}] : memref<?x?xf32>
func @store_reduced(%m: memref<?x?xf32>, %i: index, %j: index, %n: index, %v: f32) {
  %0 = memref.subview %m[%i, %j][%n, 1][1, 1] : memref<?x?xf32> to memref<?xf32, offset: ?, strides: [?]>
  memref.store %v, %0[%n] : memref<?xf32, offset: ?, strides: [?]>
  return
}
