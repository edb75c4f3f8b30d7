// affine.vector_load / vector_store / prefetch / dma_start / dma_wait:
// custom and generic forms diffed against mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt > %t.rt
// RUN: diff %t.rt %t.up
// RUN: cmlir-opt %s | FileCheck %s

// CHECK: affine.vector_load
// CHECK: affine.prefetch %{{.*}}[%{{.*}}, %{{.*}} + 5], read, locality<3>, data
// CHECK: affine.dma_start
// CHECK: affine.dma_wait
func @g(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %T: memref<1xi32>, %n: index) {
  %c0 = constant 0 : index
  %c64 = constant 64 : index
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %A[%i, symbol(%n) + 3] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%i + 1, 0] : memref<100x100xf32>, vector<8xf32>
    affine.prefetch %A[%i, %i + 5], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%i, 0], write, locality<0>, instr : memref<100x100xf32>
    affine.dma_start %A[%i, %c0], %B[%c0, %i], %T[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_start %A[%i, %c0], %B[%c0, %i], %T[%c0], %c64, %c64, %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %T[%c0], %c64 : memref<1xi32>
  }
  %z = affine.load %T[0] {foo} : memref<1xi32>
  affine.parallel () = () to () {
  }
  return
}
