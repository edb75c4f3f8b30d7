// memref.subview naming only the leading dimensions: the others keep offset
// 0, the source's size and stride 1.  The result layout is compared with the
// inferred one after flattening both (a different order of the same terms
// is the same layout), also through -canonicalize's cast folding.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours.c
// RUN: %upstream_opt -canonicalize %s > %t.up.c
// RUN: diff %t.ours.c %t.up.c
// RUN: FileCheck %s --check-prefix=CANON < %t.ours.c

// CHECK-LABEL: func @lead2d
// CHECK: memref.subview %arg0[1] [2] [1] : memref<6x4xf32> to memref<2x4xf32, #map{{[0-9]*}}>
// CHECK: memref.subview %arg1[%arg2] [3] [2] : memref<6x?xf32> to memref<3x?xf32, #map{{[0-9]*}}>
// CHECK: memref.subview %arg0[2] [1] [1] : memref<6x4xf32> to memref<4xf32, #map{{[0-9]*}}>
func @lead2d(%m: memref<6x4xf32>, %d: memref<6x?xf32>, %i: index) {
  %0 = memref.subview %m[1][2][1] : memref<6x4xf32> to memref<2x4xf32, offset: 4, strides: [4, 1]>
  %1 = memref.subview %d[%i][3][2] : memref<6x?xf32> to memref<3x?xf32, offset: ?, strides: [?, 1]>
  %2 = memref.subview %m[2][1][1] : memref<6x4xf32> to memref<4xf32, offset: 8, strides: [1]>
  "test.use"(%0, %1, %2) : (memref<2x4xf32, offset: 4, strides: [4, 1]>, memref<3x?xf32, offset: ?, strides: [?, 1]>, memref<4xf32, offset: 8, strides: [1]>) -> ()
  return
}

// A rank-reduced result whose map lists the terms in another order than the
// inferred one.
// CHECK-LABEL: func @reordered
// CANON-LABEL: func @reordered
// CANON: %[[S:.*]] = memref.subview %arg0[0, 2, 0] [1, 1, 8] [1, 1, 1] : memref<3x5x8x16xi16> to memref<8x16xi16, #map{{[0-9]*}}>
// CANON: memref.cast %[[S]]
func @reordered(%a: memref<3x5x8x16xi16>) -> memref<8x16xi16, affine_map<(d0, d1)[s0] -> (s0 + d1 + d0 * 16)>> {
  %0 = memref.cast %a : memref<3x5x8x16xi16> to memref<?x?x8x16xi16>
  %1 = memref.subview %0[0, 2, 0] [1, 1, 8] [1, 1, 1] : memref<?x?x8x16xi16> to memref<8x16xi16, affine_map<(d0, d1)[s0] -> (s0 + d1 + d0 * 16)>>
  return %1 : memref<8x16xi16, affine_map<(d0, d1)[s0] -> (s0 + d1 + d0 * 16)>>
}
