// memref.copy through memrefCopy, expand_shape / collapse_shape, alloca_scope
// (stacksave / stackrestore), std.atomic_rmw and generic_atomic_rmw (a
// cmpxchg loop): diffed op for op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>)
// CHECK-LABEL: llvm.func @sc(
// CHECK: llvm.intr.stacksave
// CHECK: llvm.intr.stackrestore
// CHECK-LABEL: llvm.func @at(
// CHECK: llvm.atomicrmw add
// CHECK: llvm.atomicrmw fadd
// CHECK: llvm.cmpxchg

func @cp(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<4x8xf32, offset: 0, strides: [16, 1]>, %d: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<4x8xf32, offset: 0, strides: [16, 1]> to memref<4x8xf32>
  return
}
func @es(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] : memref<4x8xf32> into memref<2x2x8xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x8xf32> into memref<4x8xf32>
  return %1 : memref<4x8xf32>
}
func @sc(%a: memref<4xf32>, %i: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %t = memref.alloca() : memref<2xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func @at(%a: memref<8xi32>, %f: memref<8xf32>, %i: index, %x: i32, %y: f32) -> i32 {
  %0 = atomic_rmw addi %x, %a[%i] : (i32, memref<8xi32>) -> i32
  %1 = atomic_rmw addf %y, %f[%i] : (f32, memref<8xf32>) -> f32
  %2 = generic_atomic_rmw %a[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %n = addi %cur, %x : i32
    atomic_yield %n : i32
  }
  return %2 : i32
}
