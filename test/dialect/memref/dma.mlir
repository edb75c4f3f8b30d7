// memref.dma_start / dma_wait: custom and generic forms.
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

// CHECK-LABEL: func @dma(%arg0: index, %arg1: index, %arg2: memref<40x128xf32>, %arg3: memref<2x1024xf32, 1>, %arg4: memref<1xi32>, %arg5: memref<f32>, %arg6: memref<i32, 2>) {
// CHECK-NEXT: memref.dma_start %arg2[%arg0, %arg0], %arg3[%arg0, %arg1], %arg1, %arg4[%arg0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg2[%arg0, %arg0], %arg3[%arg0, %arg0], %arg1, %arg4[%arg0], %arg0, %arg1 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg5[], %arg2[%arg1, %arg0], %arg1, %arg6[] : memref<f32>, memref<40x128xf32>, memref<i32, 2>
// CHECK-NEXT: memref.dma_wait %arg4[%arg0], %arg1 : memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg6[], %arg0 : memref<i32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: "memref.dma_start"(%arg2, %arg0, %arg0, %arg3, %arg0, %arg1, %arg1, %arg4, %arg0) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
// GENERIC: "memref.dma_start"(%arg2, %arg0, %arg0, %arg3, %arg0, %arg0, %arg1, %arg4, %arg0, %arg0, %arg1) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC: "memref.dma_start"(%arg5, %arg2, %arg1, %arg0, %arg1, %arg6) : (memref<f32>, memref<40x128xf32>, index, index, index, memref<i32, 2>) -> ()
// GENERIC: "memref.dma_wait"(%arg4, %arg0, %arg1) : (memref<1xi32>, index, index) -> ()
// GENERIC: "memref.dma_wait"(%arg6, %arg0) : (memref<i32, 2>, index) -> ()

func @dma(%i: index, %n: index, %a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %s: memref<f32>, %t0: memref<i32, 2>) {
  memref.dma_start %a[%i, %i], %b[%i, %n], %n, %t[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %t[%i], %i, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %s[], %a[%n, %i], %n, %t0[] : memref<f32>, memref<40x128xf32>, memref<i32, 2>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_wait %t0[], %i : memref<i32, 2>
  return
}
