// prefetch, dma_start and dma_wait print extra attributes after the
// operands, but (as upstream 13) their custom parsers do not accept them:
// the printed form matches mlir-opt-13 and only re-parses without them.
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: memref.prefetch %arg0[], write, locality<2>, instr {x} : memref<f32>
// CHECK-NEXT: memref.dma_start %arg1[%arg4, %arg4], %arg2[%arg4, %arg4], %arg4, %arg3[%arg4] {foo} : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg3[%arg4], %arg4 {bar} : memref<1xi32>
// GENERIC: "memref.prefetch"(%arg0) {isDataCache = false, isWrite = true, localityHint = 2 : i32, x} : (memref<f32>) -> ()
// GENERIC: "memref.dma_start"(%arg1, %arg4, %arg4, %arg2, %arg4, %arg4, %arg4, %arg3, %arg4) {foo}
// GENERIC: "memref.dma_wait"(%arg3, %arg4, %arg4) {bar}

// RUN: cmlir-opt %s | not cmlir-opt 2>&1 | FileCheck %s --check-prefix=REPARSE
// REPARSE: error: expected ':'

func @f(%s: memref<f32>, %a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %i: index) {
  "memref.prefetch"(%s) {isDataCache = false, isWrite = true, localityHint = 2 : i32, x} : (memref<f32>) -> ()
  "memref.dma_start"(%a, %i, %i, %b, %i, %i, %i, %t, %i) {foo} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
  "memref.dma_wait"(%t, %i, %i) {bar} : (memref<1xi32>, index, index) -> ()
  return
}
