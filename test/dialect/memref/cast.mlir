// memref.cast / buffer_cast / tensor_load / tensor_store / clone / copy: custom and generic forms.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up

// CHECK-LABEL: func @casts(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: tensor<4x?xf32>, %arg3: tensor<*xf32>, %arg4: memref<4x16xf32, #map0>) {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<?x?xf32> to memref<4x8xf32>
// CHECK-NEXT: %2 = memref.cast %arg0 : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT: %3 = memref.cast %arg1 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %4 = memref.cast %arg4 : memref<4x16xf32, #map0> to memref<?x?xf32, #map1>
// CHECK-NEXT: %5 = memref.cast %arg0 {tag} : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %6 = memref.buffer_cast %arg2 : memref<4x?xf32>
// CHECK-NEXT: %7 = memref.buffer_cast %arg3 : memref<*xf32>
// CHECK-NEXT: %8 = memref.tensor_load %arg0 : memref<4x?xf32>
// CHECK-NEXT: %9 = memref.tensor_load %arg1 {x = 1 : i64} : memref<*xf32>
// CHECK-NEXT: memref.tensor_store %arg2, %arg0 : memref<4x?xf32>
// CHECK-NEXT: memref.tensor_store %arg3, %arg1 : memref<*xf32>
// CHECK-NEXT: %10 = memref.clone %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %11 = memref.clone %arg1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.copy %arg1, %arg1 {x} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: %0 = "memref.cast"(%arg0) : (memref<4x?xf32>) -> memref<?x?xf32>
// GENERIC: %1 = "memref.cast"(%0) : (memref<?x?xf32>) -> memref<4x8xf32>
// GENERIC: %2 = "memref.cast"(%arg0) : (memref<4x?xf32>) -> memref<*xf32>
// GENERIC: %3 = "memref.cast"(%arg1) : (memref<*xf32>) -> memref<4x?xf32>
// GENERIC: %4 = "memref.cast"(%arg4) : (memref<4x16xf32, #map0>) -> memref<?x?xf32, #map1>
// GENERIC: %5 = "memref.cast"(%arg0) {tag} : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC: %6 = "memref.buffer_cast"(%arg2) : (tensor<4x?xf32>) -> memref<4x?xf32>
// GENERIC: %7 = "memref.buffer_cast"(%arg3) : (tensor<*xf32>) -> memref<*xf32>
// GENERIC: %8 = "memref.tensor_load"(%arg0) : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC: %9 = "memref.tensor_load"(%arg1) {x = 1 : i64} : (memref<*xf32>) -> tensor<*xf32>
// GENERIC: "memref.tensor_store"(%arg2, %arg0) : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// GENERIC: "memref.tensor_store"(%arg3, %arg1) : (tensor<*xf32>, memref<*xf32>) -> ()
// GENERIC: %10 = "memref.clone"(%arg0) : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC: %11 = "memref.clone"(%arg1) : (memref<*xf32>) -> memref<*xf32>
// GENERIC: "memref.copy"(%arg0, %0) : (memref<4x?xf32>, memref<?x?xf32>) -> ()
// GENERIC: "memref.copy"(%arg1, %arg1) {x} : (memref<*xf32>, memref<*xf32>) -> ()

#strided = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
#dyn = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
func @casts(%m: memref<4x?xf32>, %u: memref<*xf32>, %t: tensor<4x?xf32>, %ut: tensor<*xf32>, %s: memref<4x16xf32, #strided>) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x8xf32>
  %2 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %4 = memref.cast %s : memref<4x16xf32, #strided> to memref<?x?xf32, #dyn>
  %5 = memref.cast %m {tag} : memref<4x?xf32> to memref<4x?xf32>
  %6 = memref.buffer_cast %t : memref<4x?xf32>
  %7 = memref.buffer_cast %ut : memref<*xf32>
  %8 = memref.tensor_load %m : memref<4x?xf32>
  %9 = memref.tensor_load %u {x = 1} : memref<*xf32>
  memref.tensor_store %t, %m : memref<4x?xf32>
  memref.tensor_store %ut, %u : memref<*xf32>
  %10 = memref.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %11 = memref.clone %u : memref<*xf32> to memref<*xf32>
  memref.copy %m, %0 : memref<4x?xf32> to memref<?x?xf32>
  memref.copy %u, %u {x} : memref<*xf32> to memref<*xf32>
  return
}
