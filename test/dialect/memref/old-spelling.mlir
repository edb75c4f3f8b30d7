// The prefix-less spellings of seed documents (`alloc`, `alloca`, `load`,
// `store`, `dim`, `dealloc`) parse as the memref ops and print with the
// `memref.` prefix.  mlir-opt-13 rejects them, so the expected text is its
// output for the prefixed input, and it must accept our output.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: not %upstream_opt %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: custom op 'alloc' is unknown
// CHECK-LABEL: func @old(%arg0: index, %arg1: f32) {
// CHECK-NEXT: %0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %1 = memref.alloca() {alignment = 16 : i64} : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %0[%arg0] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %0[%arg0] : memref<?xf32>
// CHECK-NEXT: %3 = memref.dim %0, %arg0 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func @old(%i: index, %v: f32) {
  %a = alloc(%i) : memref<?xf32>
  %b = alloca() {alignment = 16 : i64} : memref<4xf32>
  store %v, %a[%i] : memref<?xf32>
  %x = load %a[%i] : memref<?xf32>
  %d = dim %a, %i : memref<?xf32>
  dealloc %a : memref<?xf32>
  return
}
