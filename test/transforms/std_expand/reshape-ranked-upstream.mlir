// -std-expand: memref.reshape with a shape of static length becomes a
// memref.reinterpret_cast at offset 0 (static sizes from the result type,
// dynamic ones loaded from the shape and index_cast when not index, the
// strides their running products from the last dimension); a shape of
// dynamic length (unranked result) is left for -convert-memref-to-llvm.
// Diffed with mlir-opt-13, alone and through the LLVM lowering.
// REQUIRES: upstream
// RUN: cmlir-opt -std-expand -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -std-expand -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -std-expand -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours2
// RUN: %upstream_opt -std-expand -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -std-expand %s | FileCheck %s

// CHECK-LABEL: func @mixed(
// CHECK-SAME: %[[SRC:.*]]: memref<4x3xf32>, %[[SHAPE:.*]]: memref<3xi64>
// CHECK: %[[C1:.*]] = constant 1 : index
// CHECK: %[[C2:.*]] = constant 2 : index
// CHECK: %[[S1:.*]] = muli %[[C1]], %[[C2]] : index
// CHECK: %[[L:.*]] = memref.load %[[SHAPE]][%{{.*}}] : memref<3xi64>
// CHECK: %[[D:.*]] = index_cast %[[L]] : i64 to index
// CHECK: %[[S0:.*]] = muli %[[S1]], %[[D]] : index
// CHECK: memref.reinterpret_cast %[[SRC]] to offset: [0], sizes: [2, %[[D]], 2], strides: [%[[S0]], %[[S1]], %[[C1]]]
func @mixed(%arg: memref<4x3xf32>, %shape: memref<3xi64>) -> memref<2x?x2xf32> {
  %r = memref.reshape %arg(%shape) : (memref<4x3xf32>, memref<3xi64>) -> memref<2x?x2xf32>
  return %r : memref<2x?x2xf32>
}

// CHECK-LABEL: func @dynamic(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, %{{.*}}], strides: [%{{.*}}, %{{.*}}] : memref<?xf32> to memref<?x?xf32>
func @dynamic(%arg: memref<?xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// CHECK-LABEL: func @from_unranked(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [6], strides: [%{{.*}}] : memref<*xf32> to memref<6xf32>
func @from_unranked(%arg: memref<*xf32>, %shape: memref<1xi32>) -> memref<6xf32> {
  %r = memref.reshape %arg(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<6xf32>
  return %r : memref<6xf32>
}

// CHECK-LABEL: func @to_unranked(
// CHECK: memref.reshape
func @to_unranked(%arg: memref<4x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %arg(%shape) : (memref<4x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
