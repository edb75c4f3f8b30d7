// The lowering converts a module one function at a time, in parallel with
// threads (lib/rewrite/conversion_parallel.c): the output must be the
// whole-module conversion's, byte for byte, threaded, on one thread, with
// more threads than functions' worth of work, and as mlir-opt-13 prints it.
// The functions ask for malloc, free, aligned_alloc, abort and memrefCopy in
// different orders (the declarations go to the start of the module, the
// last created first), define globals between functions, call each other,
// and get C wrappers (new top-level functions next to the converted one).
// REQUIRES: upstream
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s > %t.threads
// RUN: cmlir-opt -mlir-disable-threading -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s > %t.one
// RUN: env CMLIR_NUM_THREADS=7 cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s > %t.seven
// RUN: %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.threads %t.up
// RUN: diff %t.one %t.up
// RUN: diff %t.seven %t.up
// RUN: FileCheck %s < %t.threads
// With aligned_alloc, C wrappers of every function, and scf-to-std alone.
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s > %t.a1
// RUN: cmlir-opt -mlir-disable-threading -convert-scf-to-std -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s > %t.a2
// RUN: %upstream_opt -convert-scf-to-std -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s > %t.a3
// RUN: diff %t.a1 %t.a3
// RUN: diff %t.a2 %t.a3
// RUN: cmlir-opt -convert-scf-to-std %s > %t.s1
// RUN: %upstream_opt -convert-scf-to-std %s > %t.s2
// RUN: diff %t.s1 %t.s2
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.w1
// RUN: cmlir-opt -mlir-disable-threading -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.w2
// RUN: %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.w3
// RUN: diff %t.w1 %t.w3
// RUN: diff %t.w2 %t.w3

// The declarations, last created first: abort (f5, by the last pass),
// memrefCopy (f9), malloc (f2), free (f1).
// CHECK: module attributes {llvm.data_layout = ""}
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @memrefCopy(
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.mlir.global private constant @g0
// CHECK: llvm.func @f0(

memref.global "private" constant @g0 : memref<2xf32> = dense<[1.0, 2.0]>

func @f0(%n: index) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0.0 : f32
  %g = memref.get_global @g0 : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %g[%c1] : memref<2xf32>
    %s = addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func @f1(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}

func @f2(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %a : memref<?xf32>
}

memref.global @g1 : memref<4xi32> = uninitialized

func @f3(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %g = memref.get_global @g1 : memref<4xi32>
    %c0 = constant 0 : index
    %v = memref.load %g[%c0] : memref<4xi32>
    scf.yield %v : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func @f4(%x: i32) -> i32 {
  %c = constant true
  %r = call @f3(%c, %x) : (i1, i32) -> i32
  return %r : i32
}

func @f5(%c: i1) {
  assert %c, "f5 fails"
  return
}

func @f6(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<8xf64>
    memref.dealloc %a : memref<8xf64>
  }
  return
}

func private @external(i32) -> i32

func @f7(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  %r = call @external(%x) : (i32) -> i32
  return %r : i32
}

func @f8(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %c0 = constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  %v = memref.load %m[%i, %j] : memref<4x?xf32>
  %w = scf.while (%k = %i) : (index) -> index {
    %lt = cmpi slt, %k, %d : index
    scf.condition(%lt) %k : index
  } do {
  ^bb0(%k: index):
    %c1 = constant 1 : index
    %k1 = addi %k, %c1 : index
    scf.yield %k1 : index
  }
  return %v : f32
}

func @f9(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %c = constant false
  assert %c, "f9 fails"
  return
}

func @f10(%a: memref<?xf32>) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %p = scf.execute_region -> memref<?xf32> {
    scf.yield %a : memref<?xf32>
  }
  return %p : memref<?xf32>
}

func @f11(%lb: index, %ub: index) {
  %c1 = constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%c1, %c1) {
    %a = memref.alloca() : memref<2xi8>
  }
  return
}
