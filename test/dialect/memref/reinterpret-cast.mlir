// memref.reinterpret_cast: custom and generic forms.
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

// CHECK: #map0 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 8 + d1 * 2 + 2)>
// CHECK-NEXT: module  {
// CHECK-LABEL: func @reinterpret_cast(%arg0: memref<*xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
// CHECK-NEXT: %1 = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [%arg3], strides: [%arg2] {foo} : memref<?xf32> to memref<?xf32, #map0>
// CHECK-NEXT: %2 = memref.reinterpret_cast %arg1 to offset: [2], sizes: [4, 4], strides: [8, 2] : memref<?xf32> to memref<4x4xf32, #map1>
// CHECK-NEXT: %3 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.reinterpret_cast"(%arg0, %arg2) {operand_segment_sizes = dense<[1, 0, 1, 0]> : vector<4xi32>, static_offsets = [0], static_sizes = [-1, 4], static_strides = [4, 1]} : (memref<*xf32>, index) -> memref<?x4xf32>
// GENERIC: %1 = "memref.reinterpret_cast"(%arg1, %arg2, %arg3, %arg2) {foo, operand_segment_sizes = dense<1> : vector<4xi32>, static_offsets = [-9223372036854775808], static_sizes = [-1], static_strides = [-9223372036854775808]} : (memref<?xf32>, index, index, index) -> memref<?xf32, #map0>
// GENERIC: %2 = "memref.reinterpret_cast"(%arg1) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [2], static_sizes = [4, 4], static_strides = [8, 2]} : (memref<?xf32>) -> memref<4x4xf32, #map1>
// GENERIC: %3 = "memref.reinterpret_cast"(%arg0) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0], static_sizes = [], static_strides = []} : (memref<*xf32>) -> memref<f32>

func @reinterpret_cast(%u: memref<*xf32>, %r: memref<?xf32>, %i: index, %j: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
  %1 = memref.reinterpret_cast %r to offset: [%i], sizes: [%j], strides: [%i] {foo} : memref<?xf32> to memref<?xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>
  %2 = memref.reinterpret_cast %r to offset: [2], sizes: [4, 4], strides: [8, 2] : memref<?xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 * 2 + 2)>>
  %3 = memref.reinterpret_cast %u to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
  return
}
