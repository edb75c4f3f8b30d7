// memref.subview: mixed static/dynamic offsets, sizes and strides, inferred
// strided layouts and rank-reducing subviews.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | cmlir-opt | diff - %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up
// REQUIRES: upstream

// CHECK: #map0 = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 32 + d1 * 3 + 18)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 16 + 163)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1 * 2)>
// CHECK-NEXT: module  {
// CHECK-LABEL: func @subview(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %arg2: memref<4x8x16xf32>, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg3, 4] [2, %arg4] [1, 1] : memref<8x16xf32> to memref<2x?xf32, #map0>
// CHECK-NEXT: %1 = memref.subview %arg0[1, 2] [4, 4] [2, 3] : memref<8x16xf32> to memref<4x4xf32, #map1>
// CHECK-NEXT: %2 = memref.subview %arg0[%arg3, %arg4] [1, %arg5] [1, %arg5] : memref<8x16xf32> to memref<?xf32, #map2>
// CHECK-NEXT: %3 = memref.subview %arg0[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
// CHECK-NEXT: %4 = memref.subview %arg1[%arg3, %arg4] [%arg5, %arg5] [1, 1] : memref<?x?xf32> to memref<?x?xf32, #map3>
// CHECK-NEXT: %5 = memref.subview %arg2[0, 0, 0] [1, 8, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<8x16xf32>
// CHECK-NEXT: %6 = memref.subview %arg2[1, 2, 3] [1, 4, 1] [1, 1, 1] {foo} : memref<4x8x16xf32> to memref<4xf32, #map4>
// CHECK-NEXT: %7 = memref.subview %arg0[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32>
// CHECK-NEXT: %8 = memref.subview %4[1, 1] [2, 2] [2, 2] : memref<?x?xf32, #map3> to memref<2x2xf32, #map5>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.subview"(%arg0, %arg3, %arg4) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, static_offsets = [-9223372036854775808, 4], static_sizes = [2, -1], static_strides = [1, 1]} : (memref<8x16xf32>, index, index) -> memref<2x?xf32, #map0>
// GENERIC: %1 = "memref.subview"(%arg0) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [1, 2], static_sizes = [4, 4], static_strides = [2, 3]} : (memref<8x16xf32>) -> memref<4x4xf32, #map1>
// GENERIC: %2 = "memref.subview"(%arg0, %arg3, %arg4, %arg5, %arg5) {operand_segment_sizes = dense<[1, 2, 1, 1]> : vector<4xi32>, static_offsets = [-9223372036854775808, -9223372036854775808], static_sizes = [1, -1], static_strides = [1, -9223372036854775808]} : (memref<8x16xf32>, index, index, index, index) -> memref<?xf32, #map2>
// GENERIC: %3 = "memref.subview"(%arg0) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [8, 16], static_strides = [1, 1]} : (memref<8x16xf32>) -> memref<8x16xf32>
// GENERIC: %4 = "memref.subview"(%arg1, %arg3, %arg4, %arg5, %arg5) {operand_segment_sizes = dense<[1, 2, 2, 0]> : vector<4xi32>, static_offsets = [-9223372036854775808, -9223372036854775808], static_sizes = [-1, -1], static_strides = [1, 1]} : (memref<?x?xf32>, index, index, index, index) -> memref<?x?xf32, #map3>
// GENERIC: %5 = "memref.subview"(%arg2) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0, 0], static_sizes = [1, 8, 16], static_strides = [1, 1, 1]} : (memref<4x8x16xf32>) -> memref<8x16xf32>
// GENERIC: %6 = "memref.subview"(%arg2) {foo, operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [1, 2, 3], static_sizes = [1, 4, 1], static_strides = [1, 1, 1]} : (memref<4x8x16xf32>) -> memref<4xf32, #map4>
// GENERIC: %7 = "memref.subview"(%arg0) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [1, 16], static_strides = [1, 1]} : (memref<8x16xf32>) -> memref<16xf32>
// GENERIC: %8 = "memref.subview"(%4) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [1, 1], static_sizes = [2, 2], static_strides = [2, 2]} : (memref<?x?xf32, #map3>) -> memref<2x2xf32, #map5>

func @subview(%m: memref<8x16xf32>, %d: memref<?x?xf32>, %s3: memref<4x8x16xf32>, %i: index, %j: index, %k: index) {
  %0 = memref.subview %m[%i, 4] [2, %j] [1, 1] : memref<8x16xf32> to memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>
  %1 = memref.subview %m[1, 2] [4, 4] [2, 3] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 * 3 + 18)>>
  %2 = memref.subview %m[%i, %j] [1, %k] [1, %k] : memref<8x16xf32> to memref<?xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>
  %3 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %4 = memref.subview %d[%i, %j] [%k, %k] [1, 1] : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  %5 = memref.subview %s3[0, 0, 0] [1, 8, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<8x16xf32>
  %6 = memref.subview %s3[1, 2, 3] [1, 4, 1] [1, 1, 1] {foo} : memref<4x8x16xf32> to memref<4xf32, affine_map<(d0) -> (d0 * 16 + 163)>>
  %7 = memref.subview %m[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32>
  %8 = memref.subview %4[1, 1] [2, 2] [2, 2] : memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>> to memref<2x2xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1 * 2)>>
  return
}
