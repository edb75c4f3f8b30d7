// memref.view: custom and generic forms.
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

// CHECK: module  {
// CHECK-LABEL: func @view(%arg0: memref<2048xi8>, %arg1: memref<64xi8, 3>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = memref.view %arg0[%arg2][%arg3] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %1 = memref.view %arg0[%arg2][] : memref<2048xi8> to memref<16x8xi32>
// CHECK-NEXT: %2 = memref.view %arg0[%arg2][%arg3, %arg4] {tag = "x"} : memref<2048xi8> to memref<?x2x?xf16>
// CHECK-NEXT: %3 = memref.view %arg1[%arg2][] : memref<64xi8, 3> to memref<4xf64, 3>
// CHECK-NEXT: %4 = memref.view %arg0[%arg4][] : memref<2048xi8> to memref<i64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.view"(%arg0, %arg2, %arg3) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC: %1 = "memref.view"(%arg0, %arg2) : (memref<2048xi8>, index) -> memref<16x8xi32>
// GENERIC: %2 = "memref.view"(%arg0, %arg2, %arg3, %arg4) {tag = "x"} : (memref<2048xi8>, index, index, index) -> memref<?x2x?xf16>
// GENERIC: %3 = "memref.view"(%arg1, %arg2) : (memref<64xi8, 3>, index) -> memref<4xf64, 3>
// GENERIC: %4 = "memref.view"(%arg0, %arg4) : (memref<2048xi8>, index) -> memref<i64>

func @view(%buf: memref<2048xi8>, %buf3: memref<64xi8, 3>, %off: index, %n: index, %m: index) {
  %a = memref.view %buf[%off][%n] : memref<2048xi8> to memref<?x4xf32>
  %b = memref.view %buf[%off][] : memref<2048xi8> to memref<16x8xi32>
  %c = memref.view %buf[%off][%n, %m] {tag = "x"} : memref<2048xi8> to memref<?x2x?xf16>
  %d = memref.view %buf3[%off][] : memref<64xi8, 3> to memref<4xf64, 3>
  %e = memref.view %buf[%m][] : memref<2048xi8> to memref<i64>
  return
}
