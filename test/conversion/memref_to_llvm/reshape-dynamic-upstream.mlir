// expand_shape / collapse_shape with dynamic sizes: a collapsed size is the
// product of its group's sizes, an expanded one the source size divided by
// the other sizes of its group; with a dynamic size the strides are running
// products.  Non-identity layouts are left alone (as 13).
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// Through -convert-std-to-llvm as well, the op left with a non-identity
// layout fails its verifier, with 13's message:
// RUN: not cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s 2> %t.ours2
// RUN: not %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s 2> %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=ERR < %t.ours2
// ERR: error: 'memref.collapse_shape' op operand #0 must be strided memref of any type values

// CHECK-LABEL: func @collapse_dyn
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[D0:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[P0:.*]] = llvm.mul %[[C1]], %[[D0]]
// CHECK: %[[S1:.*]] = llvm.extractvalue %{{.*}}[3, 1]
// CHECK: %[[P1:.*]] = llvm.mul %[[P0]], %[[S1]]
// CHECK: %[[C5:.*]] = llvm.mlir.constant(5 : index) : i64
// CHECK: %[[P2:.*]] = llvm.mul %[[P1]], %[[C5]]
// CHECK: llvm.insertvalue %[[P2]], %{{.*}}[3, 0]
// CHECK-NOT: memref.collapse_shape
func @collapse_dyn(%m: memref<1x?x5xi16>) -> memref<?xi16> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<1x?x5xi16> into memref<?xi16>
  return %0 : memref<?xi16>
}

// CHECK-LABEL: func @expand_dyn
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[3, 0]
// CHECK: %[[C12:.*]] = llvm.mlir.constant(12 : index) : i64
// CHECK: llvm.sdiv %[[S]], %[[C12]]
// CHECK-NOT: memref.expand_shape
func @expand_dyn(%m: memref<?x7xf64>) -> memref<3x?x4x7xf64> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] : memref<?x7xf64> into memref<3x?x4x7xf64>
  return %0 : memref<3x?x4x7xf64>
}

// CHECK-LABEL: func @strided_left
// CHECK: memref.collapse_shape
func @strided_left(%m: memref<2x3xf32, offset: 1, strides: [3, 1]>) -> memref<6xf32, offset: 1, strides: [1]> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, offset: 1, strides: [3, 1]> into memref<6xf32, offset: 1, strides: [1]>
  return %0 : memref<6xf32, offset: 1, strides: [1]>
}
