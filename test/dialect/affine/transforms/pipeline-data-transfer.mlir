// -affine-pipeline-data-transfer: DMA starts into a faster memory space with
// a matching wait get their fast buffer and tag double-buffered and the
// loop body is shifted by one iteration (prologue, steady state, epilogue).
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file -affine-pipeline-data-transfer %s > %t.ours
// RUN: %upstream_opt -split-input-file -affine-pipeline-data-transfer %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file -affine-pipeline-data-transfer %s | FileCheck %s

// CHECK-LABEL: func @copy_in
// CHECK: memref.alloc() : memref<2x16xf32, 3>
// CHECK: memref.alloc() : memref<2x1xi32>
// CHECK: affine.dma_start
// CHECK: affine.for %{{.*}} = 1 to 10 {
func @copy_in(%src: memref<160xf32>) {
  %buf = memref.alloc() : memref<16xf32, 3>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = constant 0 : index
  %n = constant 16 : index
  affine.for %i = 0 to 10 {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    affine.dma_start %src[%off], %buf[%c0], %tag[%c0], %n : memref<160xf32>, memref<16xf32, 3>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    affine.for %j = 0 to 16 {
      %v = affine.load %buf[%j] : memref<16xf32, 3>
      "use"(%v, %i) : (f32, index) -> ()
    }
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %buf : memref<16xf32, 3>
  return
}

// -----

// Steps other than one index the double buffer by (iv floordiv step) mod 2.
// CHECK-LABEL: func @stepped
func @stepped(%src: memref<64x8xf32>) {
  %c0 = constant 0 : index
  %n = constant 32 : index
  affine.for %i = 0 to 64 step 8 {
    %buf = memref.alloc() : memref<8x4xf32, 1>
    %tag = memref.alloc() : memref<2xi32>
    affine.dma_start %src[%i, %c0], %buf[%c0, %c0], %tag[%c0], %n : memref<64x8xf32>, memref<8x4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c0], %n : memref<2xi32>
    %v = affine.load %buf[%c0, %c0] : memref<8x4xf32, 1>
    "use"(%v) : (f32) -> ()
    memref.dealloc %tag : memref<2xi32>
    memref.dealloc %buf : memref<8x4xf32, 1>
  }
  return
}

// -----

// Left alone: an unknown trip count, a buffer used after the loop, a
// DMA start without a matching wait, an outgoing DMA writing the source.
// CHECK-LABEL: func @untouched
func @untouched(%src: memref<256xf32>, %m: index) {
  %c0 = constant 0 : index
  %n = constant 8 : index
  %buf = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %tag2 = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to %m {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
  }
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag2[%c0], %n : memref<1xi32>
  }
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    affine.dma_start %buf[%c0], %src[%i], %tag2[%c0], %n : memref<8xf32, 1>, memref<256xf32>, memref<1xi32>
    affine.dma_wait %tag2[%c0], %n : memref<1xi32>
  }
  %v = affine.load %buf[%c0] : memref<8xf32, 1>
  "use"(%v) : (f32) -> ()
  return
}

// -----

// Two pipelined transfers in a loop nested in another one; results used
// in the loop body move with it.
// CHECK-LABEL: func @nested
func @nested(%a: memref<128xf32>, %b: memref<128xf32>) {
  %c0 = constant 0 : index
  %n = constant 4 : index
  affine.for %i = 0 to 4 {
    %ba = memref.alloc() : memref<4xf32, 2>
    %bb = memref.alloc() : memref<4xf32, 2>
    %ta = memref.alloc() : memref<1xi32>
    %tb = memref.alloc() : memref<1xi32>
    affine.for %j = 0 to 8 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1 * 4)>(%i, %j)
      affine.dma_start %a[%k], %ba[%c0], %ta[%c0], %n : memref<128xf32>, memref<4xf32, 2>, memref<1xi32>
      affine.dma_start %b[%k], %bb[%c0], %tb[%c0], %n : memref<128xf32>, memref<4xf32, 2>, memref<1xi32>
      affine.dma_wait %ta[%c0], %n : memref<1xi32>
      affine.dma_wait %tb[%c0], %n : memref<1xi32>
      %x = affine.load %ba[%c0] : memref<4xf32, 2>
      %y = affine.load %bb[%c0] : memref<4xf32, 2>
      %s = addf %x, %y : f32
      affine.store %s, %ba[%c0] : memref<4xf32, 2>
    }
    memref.dealloc %ta : memref<1xi32>
    memref.dealloc %tb : memref<1xi32>
    memref.dealloc %ba : memref<4xf32, 2>
    memref.dealloc %bb : memref<4xf32, 2>
  }
  return
}
