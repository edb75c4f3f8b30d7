// Seed 000 "Conversion to the LLVM Dialect" (and seed 003 lines
// 3674-3747), sections "Default Memref Model" and "Index Linearization"
// (lines 1587-1836), through -convert-memref-to-llvm.  MLIR 13 differs
// from the seed's sketch where the type knows the stride or offset: for
// memref<10x?x13x?xf32> the innermost stride is 1 and the offset 0, so the
// last index is added without a multiplication and no offset is read; a
// rank-0 load reads the aligned pointer from the descriptor first.
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// Lines 1671-1693: a zero-dimensional access is a plain load.
// CHECK-LABEL: llvm.func @load0(
// CHECK:         %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr<f32>
// CHECK-NEXT:    llvm.return %[[V]] : f32
func @load0(%m: memref<f32>) -> f32 {
  %0 = memref.load %m[] : memref<f32>
  return %0 : f32
}

// Lines 1698-1820: the indices times the strides, plus the offset, index
// the aligned pointer.
// CHECK-LABEL: llvm.func @load4(
// CHECK:         %[[I1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[I2:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:    %[[I3:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:    %[[I4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:    %[[AL:.*]] = llvm.extractvalue %[[D:.*]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:    %[[S1:.*]] = llvm.extractvalue %[[D]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:    %[[A1:.*]] = llvm.mul %[[I1]], %[[S1]]  : i64
// CHECK-NEXT:    %[[S2:.*]] = llvm.extractvalue %[[D]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:    %[[A2:.*]] = llvm.mul %[[I2]], %[[S2]]  : i64
// CHECK-NEXT:    %[[A3:.*]] = llvm.add %[[A1]], %[[A2]]  : i64
// CHECK-NEXT:    %[[S3:.*]] = llvm.extractvalue %[[D]][4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:    %[[A4:.*]] = llvm.mul %[[I3]], %[[S3]]  : i64
// CHECK-NEXT:    %[[A5:.*]] = llvm.add %[[A3]], %[[A4]]  : i64
// CHECK-NEXT:    %[[A7:.*]] = llvm.add %[[A5]], %[[I4]]  : i64
// CHECK-NEXT:    %[[PTR:.*]] = llvm.getelementptr %[[AL]][%[[A7]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[PTR]] : !llvm.ptr<f32>
func @load4(%m: memref<10x?x13x?xf32>) -> f32 {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %0 = memref.load %m[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
  return %0 : f32
}

// Line 1825: a store computes the same address.
// CHECK-LABEL: llvm.func @store4(
// CHECK:         llvm.getelementptr
// CHECK-NEXT:    llvm.store %arg11, %{{.*}} : !llvm.ptr<f32>
func @store4(%m: memref<10x?x13x?xf32>, %v: f32) {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  memref.store %v, %m[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
  return
}
