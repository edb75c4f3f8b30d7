// memref.subview / memref.view / memref.dim canonicalization (patterns and
// folders of MLIR 13), diffed against mlir-opt-13; the cases after
// a "no" name must not fire.
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// REQUIRES: upstream

// CHECK-DAG: #map0 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-DAG: #map1 = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 + d1)>
// CHECK-DAG: #map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-DAG: #map4 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-DAG: #map5 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-LABEL: func @subview_const(
// CHECK-NEXT: %0 = memref.subview %arg0[0, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, #map1>
// CHECK-NEXT: %1 = memref.cast %0 : memref<4x4xf32, #map1> to memref<?x?xf32, #map0>
// CHECK-NEXT: return %1 : memref<?x?xf32, #map0>
// CHECK-LABEL: func @subview_no_const(
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, #map1>
// CHECK-NEXT: return %0 : memref<4x4xf32, #map1>
// CHECK-LABEL: func @subview_rank_reduced(
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, %arg1, %arg1] [1, 4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, #map2>
// CHECK-NEXT: %1 = memref.cast %0 : memref<4x4xf32, #map2> to memref<?x?xf32, #map2>
// CHECK-NEXT: return %1 : memref<?x?xf32, #map2>
// CHECK-LABEL: func @subview_of_cast(
// CHECK-NEXT: %0 = memref.subview %arg0[0, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, #map4>
// CHECK-NEXT: %1 = memref.cast %0 : memref<3x4xf32, #map4> to memref<3x4xf32, #map3>
// CHECK-NEXT: return %1 : memref<3x4xf32, #map3>
// CHECK-LABEL: func @subview_of_cast_no(
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<?x?xf32> to memref<16x16xf32>
// CHECK-NEXT: %1 = memref.subview %0[0, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, #map4>
// CHECK-NEXT: return %1 : memref<3x4xf32, #map4>
// CHECK-LABEL: func @subview_trivial(
// CHECK-NEXT: return %arg0 : memref<4x4xf32>
// CHECK-LABEL: func @view_const(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %0 = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<7x?xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<7x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %2 = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: return %1, %2 : memref<?x?xf32>, memref<?x4xf32>
// CHECK-LABEL: func @view_of_cast(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %0 = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %1 = memref.view %0[%c0][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: return %1 : memref<?x4xf32>
// CHECK-LABEL: func @view_of_cast_arg(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<2048xi8> to memref<?xi8>
// CHECK-NEXT: %1 = memref.view %0[%c0][%arg1] : memref<?xi8> to memref<?x4xf32>
// CHECK-NEXT: return %1 : memref<?x4xf32>
// CHECK-LABEL: func @dims(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %0 = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.view %arg1[%c0][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %2 = memref.subview %arg2[%arg3, %arg3] [%arg0, %arg3] [1, 1] : memref<?x?xf32> to memref<?x?xf32, #map3>
// CHECK-NEXT: %3 = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg0, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, #map5>
// CHECK-NEXT: %4 = memref.dim %2, %arg3 : memref<?x?xf32, #map3>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (memref<4x?xf32>, memref<?x4xf32>, memref<?x?xf32, #map3>, memref<?x4xf32, #map5>) -> ()
// CHECK-NEXT: return %arg0, %arg0, %arg3, %arg0, %4 : index, index, index, index, index
// CHECK-LABEL: func @dim_of_reshape(
// CHECK-NEXT: %c1 = constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%c1] : memref<2xi32>
// CHECK-NEXT: %2 = index_cast %1 : i32 to index
// CHECK-NEXT: return %0, %2 : index, index
// CHECK-LABEL: func @dim_of_cast(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: %1 = memref.dim %0, %c0 : memref<*xf32>
// CHECK-NEXT: return %1 : index

func @subview_const(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, offset: ?, strides: [?, ?]> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %s = memref.subview %m[%c0, %i][%c4, %c4][%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  return %s : memref<?x?xf32, offset: ?, strides: [?, ?]>
}
func @subview_no_const(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, offset: ?, strides: [16, 1]> {
  %s = memref.subview %m[%i, %i][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, offset: ?, strides: [16, 1]>
  return %s : memref<4x4xf32, offset: ?, strides: [16, 1]>
}
func @subview_rank_reduced(%m: memref<8x16x4xf32>, %i: index) -> memref<?x?xf32, offset: ?, strides: [4, 1]> {
  %c4 = constant 4 : index
  %s = memref.subview %m[%i, %i, %i][1, %c4, %c4][1, 1, 1] : memref<8x16x4xf32> to memref<?x?xf32, offset: ?, strides: [4, 1]>
  return %s : memref<?x?xf32, offset: ?, strides: [4, 1]>
}
func @subview_of_cast(%m: memref<16x16xf32>) -> memref<3x4xf32, offset: ?, strides: [?, 1]> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[0, 0][3, 4][1, 1] : memref<?x?xf32> to memref<3x4xf32, offset: ?, strides: [?, 1]>
  return %1 : memref<3x4xf32, offset: ?, strides: [?, 1]>
}
func @subview_of_cast_no(%m: memref<?x?xf32>) -> memref<3x4xf32, offset: 0, strides: [16, 1]> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<16x16xf32>
  %1 = memref.subview %0[0, 0][3, 4][1, 1] : memref<16x16xf32> to memref<3x4xf32, offset: 0, strides: [16, 1]>
  return %1 : memref<3x4xf32, offset: 0, strides: [16, 1]>
}
func @subview_trivial(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %1 = memref.subview %m[0, 0][4, 4][1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
func @view_const(%b: memref<2048xi8>, %n: index) -> (memref<?x?xf32>, memref<?x4xf32>) {
  %c0 = constant 0 : index
  %c7 = constant 7 : index
  %v = memref.view %b[%c0][%c7, %n] : memref<2048xi8> to memref<?x?xf32>
  %w = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v, %w : memref<?x?xf32>, memref<?x4xf32>
}
func @view_of_cast(%n: index) -> memref<?x4xf32> {
  %c0 = constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func @view_of_cast_arg(%a: memref<2048xi8>, %n: index) -> memref<?x4xf32> {
  %c0 = constant 0 : index
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func @dims(%n: index, %b: memref<2048xi8>, %m: memref<?x?xf32>, %i: index) -> (index, index, index, index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c1 : memref<4x?xf32>
  %v = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %d1 = memref.dim %v, %c0 : memref<?x4xf32>
  %s = memref.subview %m[%i, %i][%n, %i][1, 1] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  %d2 = memref.dim %s, %c1 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, offset: 0, strides: [4, 1]>
  %d3 = memref.dim %r, %c0 : memref<?x4xf32, offset: 0, strides: [4, 1]>
  %d4 = memref.dim %s, %i : memref<?x?xf32, offset: ?, strides: [?, 1]>
  "test.use"(%a, %v, %s, %r) : (memref<4x?xf32>, memref<?x4xf32>, memref<?x?xf32, offset: ?, strides: [?, 1]>, memref<?x4xf32, offset: 0, strides: [4, 1]>) -> ()
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
func @dim_of_reshape(%m: memref<*xf32>, %s: memref<?xindex>, %t: memref<2xi32>) -> (index, index) {
  %c1 = constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %r2 = memref.reshape %m(%t) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d2 = memref.dim %r2, %c1 : memref<?x?xf32>
  return %d, %d2 : index, index
}
func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = constant 0 : index
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  %d = memref.dim %c, %c0 : memref<*xf32>
  return %d : index
}
