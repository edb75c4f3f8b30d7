// memref.load / store / dim / prefetch / assume_alignment: custom and generic forms.
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

// CHECK-LABEL: func @access(%arg0: memref<4x?xf32>, %arg1: memref<f32>, %arg2: memref<*xi32>, %arg3: index, %arg4: index, %arg5: f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %arg4] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg5, %arg0[%arg3, %arg4] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg5, %arg1[] : memref<f32>
// CHECK-NEXT: memref.store %0, %arg0[%arg4, %arg3] {foo = "bar"} : memref<4x?xf32>
// CHECK-NEXT: %3 = memref.dim %arg0, %arg3 : memref<4x?xf32>
// CHECK-NEXT: %4 = memref.dim %arg2, %arg4 : memref<*xi32>
// CHECK-NEXT: %5 = memref.dim {a} %arg0, %arg4 : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg4], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg3], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg1[], read, locality<1>, data : memref<f32>
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT: memref.assume_alignment %arg1, 1 {x} : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: %0 = "memref.load"(%arg0, %arg3, %arg4) : (memref<4x?xf32>, index, index) -> f32
// GENERIC: %1 = "memref.load"(%arg1) : (memref<f32>) -> f32
// GENERIC: %2 = "memref.load"(%arg0, %arg3, %arg4) {nontemporal = true} : (memref<4x?xf32>, index, index) -> f32
// GENERIC: "memref.store"(%arg5, %arg0, %arg3, %arg4) : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC: "memref.store"(%arg5, %arg1) : (f32, memref<f32>) -> ()
// GENERIC: "memref.store"(%0, %arg0, %arg4, %arg3) {foo = "bar"} : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC: %3 = "memref.dim"(%arg0, %arg3) : (memref<4x?xf32>, index) -> index
// GENERIC: %4 = "memref.dim"(%arg2, %arg4) : (memref<*xi32>, index) -> index
// GENERIC: %5 = "memref.dim"(%arg0, %arg4) {a} : (memref<4x?xf32>, index) -> index
// GENERIC: "memref.prefetch"(%arg0, %arg3, %arg4) {isDataCache = true, isWrite = false, localityHint = 3 : i32} : (memref<4x?xf32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg0, %arg3, %arg3) {isDataCache = false, isWrite = true, localityHint = 0 : i32} : (memref<4x?xf32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg1) {isDataCache = true, isWrite = false, localityHint = 1 : i32} : (memref<f32>) -> ()
// GENERIC: "memref.assume_alignment"(%arg0) {alignment = 16 : i32} : (memref<4x?xf32>) -> ()
// GENERIC: "memref.assume_alignment"(%arg1) {alignment = 1 : i32, x} : (memref<f32>) -> ()

func @access(%m: memref<4x?xf32>, %s: memref<f32>, %u: memref<*xi32>, %i: index, %j: index, %v: f32) {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %s[] : memref<f32>
  %2 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %s[] : memref<f32>
  memref.store %0, %m[%j, %i] {foo = "bar"} : memref<4x?xf32>
  %3 = memref.dim %m, %i : memref<4x?xf32>
  %4 = memref.dim %u, %j : memref<*xi32>
  %5 = "memref.dim"(%m, %j) {a} : (memref<4x?xf32>, index) -> index
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x?xf32>
  memref.prefetch %s[], read, locality<1>, data : memref<f32>
  memref.assume_alignment %m, 16 : memref<4x?xf32>
  memref.assume_alignment %s, 1 {x} : memref<f32>
  return
}
