// memref.reshape to an unranked result (the shape of dynamic length: the
// ranked descriptor on the stack, sizes copied from the shape and strides
// their running products in a loop), from ranked and unranked sources and
// with an i32 shape (read as index, as 13 does), and
// memref.reinterpret_cast of an unranked source (the pointers loaded from
// the descriptor behind it): diffed op for op with mlir-opt-13, memref pass
// alone and the whole pipeline.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours2
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.ours3
// RUN: %upstream_opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: FileCheck %s < %t.ours2

// CHECK-LABEL: llvm.func @reshape_ranked_src(
// CHECK: %[[RANK:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[MEM:.*]] = llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr<i8>
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}, %{{.*}}] : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, i64)>>, i64, i32) -> !llvm.ptr<i64>
// CHECK: llvm.br ^bb1(
// CHECK: ^bb1(%[[I:.*]]: i64, %[[S:.*]]: i64):
// CHECK: llvm.icmp "sge" %[[I]]
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK: llvm.mul %[[S]], %{{.*}} : i64
// CHECK: llvm.br ^bb1(
func @reshape_ranked_src(%arg: memref<4x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %arg(%shape) : (memref<4x3xf32>, memref<?xindex>) -> memref<*xf32>
  %c = memref.cast %r : memref<*xf32> to memref<?x?xf32>
  return %r : memref<*xf32>
}

// CHECK-LABEL: llvm.func @reshape_unranked_src(
// CHECK: llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<ptr<i32, 3>>
func @reshape_unranked_src(%arg: memref<*xi32, 3>, %shape: memref<?xi64>) -> index {
  %r = memref.reshape %arg(%shape) : (memref<*xi32, 3>, memref<?xi64>) -> memref<*xi32, 3>
  %n = rank %r : memref<*xi32, 3>
  return %n : index
}

func @reshape_i32_shape(%arg: memref<?xf64>, %shape: memref<?xi32>) -> memref<*xf64> {
  %r = memref.reshape %arg(%shape) : (memref<?xf64>, memref<?xi32>) -> memref<*xf64>
  return %r : memref<*xf64>
}

// CHECK-LABEL: llvm.func @reinterpret_unranked(
// CHECK: %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK: llvm.bitcast %[[P]] : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK: llvm.load
// CHECK: llvm.getelementptr
// CHECK: llvm.load
func @reinterpret_unranked(%arg: memref<*xf32>, %o: index, %s: index) -> memref<?x4xf32, offset: ?, strides: [?, 1]> {
  %r = memref.reinterpret_cast %arg to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<*xf32> to memref<?x4xf32, offset: ?, strides: [?, 1]>
  return %r : memref<?x4xf32, offset: ?, strides: [?, 1]>
}

func @reinterpret_unranked_static(%arg: memref<*xi8, 1>) -> memref<2x3xi8, 1> {
  %r = memref.reinterpret_cast %arg to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<*xi8, 1> to memref<2x3xi8, 1>
  %c0 = constant 0 : index
  %v = memref.load %r[%c0, %c0] : memref<2x3xi8, 1>
  memref.store %v, %r[%c0, %c0] : memref<2x3xi8, 1>
  return %r : memref<2x3xi8, 1>
}

// The loop's blocks go to the end of the region (after ^bb2 here), the ops
// after the reshape with them, as upstream.
// CHECK-LABEL: llvm.func @reshape_in_cfg(
func @reshape_in_cfg(%arg: memref<6xf32>, %shape: memref<?xindex>, %c: i1) -> index {
  cond_br %c, ^bb1, ^bb2
^bb1:
  %r = memref.reshape %arg(%shape) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  %n = rank %r : memref<*xf32>
  br ^bb3(%n : index)
^bb2:
  %z = constant 0 : index
  br ^bb3(%z : index)
^bb3(%v: index):
  return %v : index
}
