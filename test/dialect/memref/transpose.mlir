// memref.transpose: custom and generic forms.
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

// CHECK: #map0 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s1 + s0 + d1 * 4 + d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d2 * 12 + d0 * 4 + d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 * s1 + s0 + d0 * 4 + d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2)>
// CHECK-NEXT: module  {
// CHECK-LABEL: func @transpose(%arg0: memref<?x?xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x3x4xf32, #map0>) {
// CHECK-NEXT: %0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map1>
// CHECK-NEXT: %1 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) {foo} : memref<2x3x4xf32> to memref<4x2x3xf32, #map2>
// CHECK-NEXT: %2 = memref.transpose %arg2 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, #map0> to memref<4x2x3xf32, #map3>
// CHECK-NEXT: %3 = memref.transpose %arg1 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32, #map4>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.transpose"(%arg0) {permutation = #map2} : (memref<?x?xf32>) -> memref<?x?xf32, #map1>
// GENERIC: %1 = "memref.transpose"(%arg1) {foo, permutation = #map4} : (memref<2x3x4xf32>) -> memref<4x2x3xf32, #map3>
// GENERIC: %2 = "memref.transpose"(%arg2) {permutation = #map4} : (memref<2x3x4xf32, #map0>) -> memref<4x2x3xf32, #map5>
// GENERIC: %3 = "memref.transpose"(%arg1) {permutation = #map7} : (memref<2x3x4xf32>) -> memref<2x3x4xf32, #map6>

func @transpose(%a: memref<?x?xf32>, %b: memref<2x3x4xf32>, %c: memref<2x3x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s1 + s0 + d1 * 4 + d2)>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %1 = memref.transpose %b (i, j, k) -> (k, i, j) {foo} : memref<2x3x4xf32> to memref<4x2x3xf32, affine_map<(d0, d1, d2) -> (d2 * 12 + d0 * 4 + d1)>>
  %2 = memref.transpose %c (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s1 + s0 + d1 * 4 + d2)>> to memref<4x2x3xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d2 * s1 + s0 + d0 * 4 + d1)>>
  %4 = memref.transpose %b (i, j, k) -> (i, j, k) : memref<2x3x4xf32> to memref<2x3x4xf32, affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2)>>
  return
}
