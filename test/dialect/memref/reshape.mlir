// memref.reshape: custom and generic forms.
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
// CHECK-LABEL: func @reshape(%arg0: memref<4x1xf32>, %arg1: memref<1xi32>, %arg2: memref<2xindex>, %arg3: memref<?xi64>) {
// CHECK-NEXT: %0 = memref.reshape %arg0(%arg1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// CHECK-NEXT: %1 = memref.reshape %arg0(%arg2) : (memref<4x1xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %2 = memref.reshape %arg0(%arg3) {tag} : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
// CHECK-NEXT: %3 = memref.reshape %2(%arg1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "memref.reshape"(%arg0, %arg1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// GENERIC: %1 = "memref.reshape"(%arg0, %arg2) : (memref<4x1xf32>, memref<2xindex>) -> memref<?x?xf32>
// GENERIC: %2 = "memref.reshape"(%arg0, %arg3) {tag} : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
// GENERIC: %3 = "memref.reshape"(%2, %arg1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>

func @reshape(%m: memref<4x1xf32>, %s1: memref<1xi32>, %s2: memref<2xindex>, %sd: memref<?xi64>) {
  %0 = memref.reshape %m(%s1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %m(%s2) : (memref<4x1xf32>, memref<2xindex>) -> memref<?x?xf32>
  %2 = memref.reshape %m(%sd) {tag} : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
  %3 = memref.reshape %2(%s1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  return
}
