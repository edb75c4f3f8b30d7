// memref.expand_shape / memref.collapse_shape: custom and generic forms.
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

// CHECK: #map0 = affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + s0 + d1 * 4 + d2 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * 32 + d1 * 2 + s0)>
// CHECK-NEXT: module  {
// CHECK-LABEL: func @expand_collapse(%arg0: memref<?x?x4xf32>, %arg1: memref<6x4xf32>, %arg2: memref<1x1xi8>, %arg3: memref<?x8xf32>, %arg4: memref<4x8x2xf32, #map0>) {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT: %1 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] : memref<6x4xf32> into memref<2x3x4xf32>
// CHECK-NEXT: %2 = memref.collapse_shape %1 {{\[\[}}0, 1, 2]]  {foo = 1 : i32}: memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: %3 = memref.collapse_shape %arg2 [] : memref<1x1xi8> into memref<i8>
// CHECK-NEXT: %4 = memref.expand_shape %arg3 {{\[\[}}0], [1, 2]] : memref<?x8xf32> into memref<?x2x4xf32>
// CHECK-NEXT: %5 = memref.collapse_shape %arg4 {{\[\[}}0], [1, 2]] : memref<4x8x2xf32, #map0> into memref<4x16xf32, #map1>
// CHECK-NEXT: %6 = memref.collapse_shape %1 {{\[\[}}0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.collapse_shape"(%arg0) {reassociation = {{\[\[}}0, 1], [2]]} : (memref<?x?x4xf32>) -> memref<?x4xf32>
// GENERIC: %1 = "memref.expand_shape"(%arg1) {reassociation = {{\[\[}}0, 1], [2]]} : (memref<6x4xf32>) -> memref<2x3x4xf32>
// GENERIC: %2 = "memref.collapse_shape"(%1) {foo = 1 : i32, reassociation = {{\[\[}}0, 1, 2]]} : (memref<2x3x4xf32>) -> memref<24xf32>
// GENERIC: %3 = "memref.collapse_shape"(%arg2) {reassociation = []} : (memref<1x1xi8>) -> memref<i8>
// GENERIC: %4 = "memref.expand_shape"(%arg3) {reassociation = {{\[\[}}0], [1, 2]]} : (memref<?x8xf32>) -> memref<?x2x4xf32>
// GENERIC: %5 = "memref.collapse_shape"(%arg4) {reassociation = {{\[\[}}0], [1, 2]]} : (memref<4x8x2xf32, #map0>) -> memref<4x16xf32, #map1>
// GENERIC: %6 = "memref.collapse_shape"(%1) {reassociation = {{\[\[}}0], [1, 2]]} : (memref<2x3x4xf32>) -> memref<2x12xf32>

func @expand_collapse(%a: memref<?x?x4xf32>, %b: memref<6x4xf32>, %c: memref<1x1xi8>, %d: memref<?x8xf32>, %e: memref<4x8x2xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + s0 + d1 * 4 + d2 * 2)>>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %1 = memref.expand_shape %b [[0, 1], [2]] : memref<6x4xf32> into memref<2x3x4xf32>
  %2 = memref.collapse_shape %1 [[0, 1, 2]] {foo = 1 : i32} : memref<2x3x4xf32> into memref<24xf32>
  %3 = memref.collapse_shape %c [] : memref<1x1xi8> into memref<i8>
  %4 = memref.expand_shape %d [[0], [1, 2]] : memref<?x8xf32> into memref<?x2x4xf32>
  %5 = memref.collapse_shape %e [[0], [1, 2]] : memref<4x8x2xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + s0 + d1 * 4 + d2 * 2)>> into memref<4x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 32 + d1 * 2 + s0)>>
  %6 = memref.collapse_shape %1 [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return
}
