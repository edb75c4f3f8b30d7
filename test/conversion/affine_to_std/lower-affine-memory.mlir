// -lower-affine of affine.prefetch / dma_start / dma_wait (to their memref
// ops), diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -lower-affine %s > %t.ours
// RUN: %upstream_opt -lower-affine %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -lower-affine %s | FileCheck %s

// CHECK: memref.prefetch
// CHECK: memref.dma_start
// CHECK: memref.dma_wait
func @g(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %T: memref<1xi32>, %n: index) {
  %c0 = constant 0 : index
  %c64 = constant 64 : index
  affine.for %i = 0 to 10 {
    affine.prefetch %A[%i, %i + 5], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%i, 0], write, locality<0>, instr : memref<100x100xf32>
    affine.dma_start %A[%i, %c0], %B[%c0, %i], %T[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_start %A[%i, %c0 + 1], %B[%c0, %i * 2], %T[%c0], %c64, %c64, %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %T[%c0], %c64 : memref<1xi32>
  }
  return
}
