// Folders and patterns of memref.buffer_cast / tensor_load / cast and the
// memref.cast folding of load, store, prefetch, dealloc, dma_start/wait,
// diffed against mlir-opt-13.
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// REQUIRES: upstream

// CHECK-DAG: #map0 = affine_map<(d0) -> (d0 + 3)>
// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func @tl_of_bc(
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-LABEL: func @bc_of_tl(
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-LABEL: func @bc_of_tl_space(
// CHECK-NEXT: %0 = memref.tensor_load %arg0 : memref<?xf32, 2>
// CHECK-NEXT: %1 = memref.buffer_cast %0 : memref<?xf32, 7>
// CHECK-NEXT: return %1 : memref<?xf32, 7>
// CHECK-LABEL: func @bc_of_tl_cast(
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<?xf32, #map0> to memref<?xf32, #map1>
// CHECK-NEXT: return %0 : memref<?xf32, #map1>
// CHECK-LABEL: func @bc_of_tl_copy(
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32, #map1> to memref<4xf32, #map0>
// CHECK-NEXT: return %0 : memref<4xf32, #map0>
// CHECK-LABEL: func @tl_of_bc_interleaved(
// CHECK-NEXT: %0 = memref.buffer_cast %arg0 : memref<?xf32>
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: %1 = memref.tensor_load %0 : memref<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-LABEL: func @cast_folds(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %arg3[] : memref<memref<4xf32>>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "test.use"(%1) : (f32) -> ()
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func @store_cast_value(
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg1[] : memref<memref<?xf32>>
// CHECK-NEXT: return
// CHECK-LABEL: func @cast_of_cast(
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return %0 : memref<*xf32>
// CHECK-LABEL: func @dma(
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%c0], %arg1[%c0], %arg3, %arg2[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%c0], %arg3 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func @rank_folds(
// CHECK-NEXT: %c2 = constant 2 : index
// CHECK-NEXT: %0 = rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %c2, %0 : index, index

func @tl_of_bc(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = memref.buffer_cast %t : memref<?xf32>
  %1 = memref.tensor_load %0 : memref<?xf32>
  return %1 : tensor<?xf32>
}
func @bc_of_tl(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.tensor_load %m : memref<?xf32>
  %1 = memref.buffer_cast %0 : memref<?xf32>
  return %1 : memref<?xf32>
}
func @bc_of_tl_space(%m: memref<?xf32, 2>) -> memref<?xf32, 7> {
  %0 = memref.tensor_load %m : memref<?xf32, 2>
  %1 = memref.buffer_cast %0 : memref<?xf32, 7>
  return %1 : memref<?xf32, 7>
}
func @bc_of_tl_cast(%m: memref<?xf32, offset: 3, strides: [1]>) -> memref<?xf32, offset: ?, strides: [1]> {
  %0 = memref.tensor_load %m : memref<?xf32, offset: 3, strides: [1]>
  %1 = memref.buffer_cast %0 : memref<?xf32, offset: ?, strides: [1]>
  return %1 : memref<?xf32, offset: ?, strides: [1]>
}
func @bc_of_tl_copy(%m: memref<4xf32, offset: ?, strides: [1]>) -> memref<4xf32, offset: 3, strides: [1]> {
  %0 = memref.tensor_load %m : memref<4xf32, offset: ?, strides: [1]>
  %1 = memref.buffer_cast %0 : memref<4xf32, offset: 3, strides: [1]>
  return %1 : memref<4xf32, offset: 3, strides: [1]>
}
func @tl_of_bc_interleaved(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = memref.buffer_cast %t : memref<?xf32>
  "test.op"() : () -> ()
  %1 = memref.tensor_load %0 : memref<?xf32>
  return %1 : tensor<?xf32>
}
func @cast_folds(%m: memref<4xf32>, %i: index, %f: f32, %n: memref<memref<4xf32>>) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %0[%i] : memref<?xf32>
  memref.store %f, %0[%i] : memref<?xf32>
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  memref.store %m, %n[] : memref<memref<4xf32>>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %w = memref.cast %u : memref<*xf32> to memref<?xf32>
  %x = memref.load %w[%i] : memref<?xf32>
  "test.use"(%x) : (f32) -> ()
  memref.dealloc %0 : memref<?xf32>
  return %v : f32
}
func @store_cast_value(%m: memref<4xf32>, %n: memref<memref<?xf32>>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %0, %n[] : memref<memref<?xf32>>
  return
}
func @cast_of_cast(%m: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}
func @dma(%a: memref<256xf32>, %b: memref<256xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %c0 = constant 0 : index
  %0 = memref.cast %a : memref<256xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %0[%c0], %b[%c0], %n, %t[%c0] : memref<?xf32>, memref<256xf32, 1>, memref<?xi32>
  memref.dma_wait %t[%c0], %n : memref<?xi32>
  return
}
func @rank_folds(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = rank %m : memref<4x?xf32>
  %s = rank %u : memref<*xf32>
  return %r, %s : index, index
}
