// Unranked memref results of calls and returns with a 32-bit index: the
// descriptor copies are sized with sizeof(index) = 4 (pointers stay 8).
// (mlir-opt-13 cannot lower a ranked-to-unranked memref.cast with a 32-bit
// index, so the values here come in as arguments.)  Diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.func @malloc(i32) -> !llvm.ptr<i8>
// CHECK-LABEL: llvm.func @pass(
// CHECK: llvm.mlir.constant(8 : index) : i32
// CHECK-NEXT: llvm.mlir.constant(4 : index) : i32
// CHECK: llvm.call @malloc(%{{.*}}) : (i32) -> !llvm.ptr<i8>
func @pass(%u: memref<*xf32>, %v: memref<*xi8>) -> (memref<*xf32>, memref<*xi8>) {
  return %u, %v : memref<*xf32>, memref<*xi8>
}

// CHECK-LABEL: llvm.func @caller(
// CHECK: llvm.alloca %{{.*}} x i8 : (i32) -> !llvm.ptr<i8>
// CHECK: llvm.call @free(
// CHECK: llvm.alloca %{{.*}} x i8 : (i32) -> !llvm.ptr<i8>
// CHECK: llvm.call @free(
func @caller(%u: memref<*xf32>, %v: memref<*xi8>) -> index {
  %a, %b = call @pass(%u, %v) : (memref<*xf32>, memref<*xi8>) -> (memref<*xf32>, memref<*xi8>)
  %r = rank %a : memref<*xf32>
  return %r : index
}
