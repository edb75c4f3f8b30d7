// Modules nested in the converted module are converted one per driver
// (their declarations go into them, as lookupOrCreateFn places them), and
// under a nested pass manager (one worker per module) each module's
// functions one at a time: the output is mlir-opt-13's either way.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.1
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.2
// RUN: diff %t.1 %t.2
// RUN: cmlir-opt -pass-pipeline='module(convert-memref-to-llvm,convert-std-to-llvm)' %s > %t.3
// RUN: cmlir-opt -mlir-disable-threading -pass-pipeline='module(convert-memref-to-llvm,convert-std-to-llvm)' %s > %t.4
// RUN: %upstream_opt -pass-pipeline='module(convert-memref-to-llvm,convert-std-to-llvm)' %s > %t.5
// RUN: diff %t.3 %t.5
// RUN: diff %t.4 %t.5
// RUN: FileCheck %s < %t.3
// CHECK: module @a
// CHECK-NEXT: llvm.func @free(
// CHECK-NEXT: llvm.func @malloc(
// CHECK: module @b
// CHECK-NEXT: llvm.func @malloc(
// CHECK-NEXT: llvm.func @free(

module {
  module @a {
    func @f(%n: index) -> memref<?xf32> {
      %a = memref.alloc(%n) : memref<?xf32>
      return %a : memref<?xf32>
    }
    func @g(%m: memref<?xf32>) {
      memref.dealloc %m : memref<?xf32>
      return
    }
  }
  module @b {
    func @g(%m: memref<?xf32>) {
      memref.dealloc %m : memref<?xf32>
      return
    }
    func @f(%n: index) -> memref<?xf32> {
      %a = memref.alloc(%n) : memref<?xf32>
      return %a : memref<?xf32>
    }
  }
}
