// memref.alloc / alloca / dealloc / alloca_scope: custom and generic forms.
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

// CHECK-LABEL: func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %2 = memref.alloc(%arg0)[%arg1] {alignment = 8 : i64} : memref<?x4xf32, #map>
// CHECK-NEXT: %3 = memref.alloc(%arg0, %arg0) : memref<?x?xi8, 1>
// CHECK-NEXT: %4 = memref.alloc() {alignment = 0 : i64} : memref<f16>
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %1 {foo} : memref<?x4xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<?x4xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @alloca(%arg0: index, %arg1: memref<*xf32>) {
// CHECK-NEXT: %0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %1 = memref.alloca(%arg0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: %2 = memref.alloca()[%arg0] : memref<2x4xf32, #map>
// CHECK-NEXT: memref.dealloc %arg1 : memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @scope(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %2 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %2 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: } {attr = 1 : i32}
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT: %2 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %arg0, %arg1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// GENERIC: %0 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
// GENERIC: %1 = "memref.alloc"(%arg0) {operand_segment_sizes = dense<[1, 0]> : vector<2xi32>} : (index) -> memref<?x4xf32>
// GENERIC: %2 = "memref.alloc"(%arg0, %arg1) {alignment = 8 : i64, operand_segment_sizes = dense<1> : vector<2xi32>} : (index, index) -> memref<?x4xf32, #map>
// GENERIC: %3 = "memref.alloc"(%arg0, %arg0) {operand_segment_sizes = dense<[2, 0]> : vector<2xi32>} : (index, index) -> memref<?x?xi8, 1>
// GENERIC: %4 = "memref.alloc"() {alignment = 0 : i64, operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<f16>
// GENERIC: "memref.dealloc"(%0) : (memref<4xf32>) -> ()
// GENERIC: "memref.dealloc"(%1) {foo} : (memref<?x4xf32>) -> ()
// GENERIC: "memref.dealloc"(%2) : (memref<?x4xf32, #map>) -> ()
// GENERIC: %0 = "memref.alloca"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
// GENERIC: %1 = "memref.alloca"(%arg0) {alignment = 64 : i64, operand_segment_sizes = dense<[1, 0]> : vector<2xi32>} : (index) -> memref<?x4xf32>
// GENERIC: %2 = "memref.alloca"(%arg0) {operand_segment_sizes = dense<[0, 1]> : vector<2xi32>} : (index) -> memref<2x4xf32, #map>
// GENERIC: "memref.dealloc"(%arg1) : (memref<*xf32>) -> ()
// GENERIC: "memref.alloca_scope"() ( {
// GENERIC: %2 = "memref.alloca"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: "memref.alloca_scope"() ( {
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: "memref.alloca_scope"() ( {
// GENERIC: %2 = "memref.alloca"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: %0 = "memref.alloca_scope"() ( {
// GENERIC: "memref.alloca_scope.return"(%arg0) : (f32) -> ()
// GENERIC: %1:2 = "memref.alloca_scope"() ( {
// GENERIC: %2 = "memref.alloca"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
// GENERIC: "memref.alloca_scope.return"(%arg0, %arg1) : (f32, index) -> ()

#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%d) : memref<?x4xf32>
  %2 = memref.alloc(%d)[%s] {alignment = 8 : i64} : memref<?x4xf32, #map>
  %3 = memref.alloc(%d, %d) : memref<?x?xi8, 1>
  %4 = memref.alloc() {alignment = 0} : memref<f16>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %1 {foo} : memref<?x4xf32>
  memref.dealloc %2 : memref<?x4xf32, #map>
  return
}
func @alloca(%d: index, %u: memref<*xf32>) {
  %0 = memref.alloca() : memref<4xf32>
  %1 = memref.alloca(%d) {alignment = 64 : i64} : memref<?x4xf32>
  %2 = memref.alloca()[%d] : memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  memref.dealloc %u : memref<*xf32>
  return
}
func @scope(%v: f32, %i: index) -> f32 {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
  }
  memref.alloca_scope {
    %1 = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return
  } {attr = 1 : i32}
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %s:2 = memref.alloca_scope -> (f32, index) {
    %2 = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v, %i : f32, index
  }
  return %r : f32
}
