// subview (static, dynamic, rank-reducing), reinterpret_cast, transpose,
// view, cast (ranked <-> unranked), assume_alignment, prefetch: diffed op
// for op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @sv(
// CHECK: llvm.bitcast
// CHECK: llvm.mlir.constant(2 : i64) : i64
// CHECK-LABEL: llvm.func @misc(
// CHECK: "llvm.intr.assume"
// CHECK: "llvm.intr.prefetch"
func @sv(%a: memref<8x16xf32>, %i: index, %j: index) -> memref<4x?xf32, offset: ?, strides: [16, 1]> {
  %0 = memref.subview %a[%i, 2][4, %j][1, 1] : memref<8x16xf32> to memref<4x?xf32, offset: ?, strides: [16, 1]>
  return %0 : memref<4x?xf32, offset: ?, strides: [16, 1]>
}
func @rc(%a: memref<?xf32>, %o: index, %s: index) -> memref<2x?xf32, offset: ?, strides: [?, 1]> {
  %0 = memref.reinterpret_cast %a to offset: [%o], sizes: [2, %s], strides: [%s, 1] : memref<?xf32> to memref<2x?xf32, offset: ?, strides: [?, 1]>
  return %0 : memref<2x?xf32, offset: ?, strides: [?, 1]>
}
func @tr(%a: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}
func @vw(%a: memref<2048xi8>, %o: index, %n: index) -> memref<?x4xf32> {
  %0 = memref.view %a[%o][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func @misc(%a: memref<?xf32>, %i: index) {
  memref.assume_alignment %a, 16 : memref<?xf32>
  memref.prefetch %a[%i], read, locality<3>, data : memref<?xf32>
  return
}
func @sv_static(%a: memref<8x16xf32>) -> memref<4x4xf32, offset: 34, strides: [32, 2]> {
  %0 = memref.subview %a[2, 2][4, 4][2, 2] : memref<8x16xf32> to memref<4x4xf32, offset: 34, strides: [32, 2]>
  return %0 : memref<4x4xf32, offset: 34, strides: [32, 2]>
}
func @sv_dyn(%a: memref<?x?xf32, offset: ?, strides: [?, ?]>, %i: index, %s: index) -> memref<?x?xf32, offset: ?, strides: [?, ?]> {
  %0 = memref.subview %a[%i, %i][%s, %s][%s, 3] : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  return %0 : memref<?x?xf32, offset: ?, strides: [?, ?]>
}
func @sv_reduce(%a: memref<8x16x4xf32>, %i: index) -> memref<16x4xf32, offset: ?, strides: [4, 1]> {
  %0 = memref.subview %a[%i, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, offset: ?, strides: [4, 1]>
  return %0 : memref<16x4xf32, offset: ?, strides: [4, 1]>
}
func @rc_static(%a: memref<16xf32>) -> memref<4x4xf32, offset: 0, strides: [4, 1]> {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, offset: 0, strides: [4, 1]>
  return %0 : memref<4x4xf32, offset: 0, strides: [4, 1]>
}
func @vw_dyn(%a: memref<2048xi8>, %o: index, %m: index, %n: index) -> memref<?x?xf32> {
  %0 = memref.view %a[%o][%m, %n] : memref<2048xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func @casts(%a: memref<4x?xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x?xf32>
  %u = memref.cast %1 : memref<4x?xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  return %r : memref<4x?xf32>
}
