// End to end: std + scf + memref lowered by cmlir-opt, translated by
// cmlir-translate, run by lli; the same with mlir-opt-13 and
// mlir-translate-13 gives the same result.
// REQUIRES: upstream, upstream-translate, lli
// (leak checking is off for the lowering step only: -convert-std-to-llvm
// leaks an op state in create_llvm_func at the time of writing, outside
// the translation)
// RUN: env ASAN_OPTIONS=detect_leaks=0 cmlir-opt %s -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | cmlir-translate --mlir-to-llvmir -o %t.ours.ll
// RUN: %upstream_opt %s -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | %upstream_translate --mlir-to-llvmir -o %t.upstream.ll
// RUN: %python %S/Inputs/run_compare.py %lli %t.ours.ll %t.upstream.ll | FileCheck %s
// 285 (the sum of i*i below 10) + 10.5 rounded down, modulo 256
// CHECK: exit status: 39

memref.global "private" constant @tbl : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.5]>

func @sum(%n: index) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = index_cast %i : index to i64
    %sq = muli %v, %v : i64
    memref.store %sq, %m[%i] : memref<?xi64>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%i] : memref<?xi64>
    %a = addi %acc, %x : i64
    scf.yield %a : i64
  }
  memref.dealloc %m : memref<?xi64>
  return %r : i64
}

func @table_sum() -> f32 {
  %m = memref.get_global @tbl : memref<4xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %z = constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %n = addf %acc, %v : f32
    scf.yield %n : f32
  }
  return %s : f32
}

func @main() -> i32 {
  %c10 = constant 10 : index
  %s = call @sum(%c10) : (index) -> i64
  %t = trunci %s : i64 to i32
  %f = call @table_sum() : () -> f32
  %fi = fptosi %f : f32 to i32
  %r = addi %t, %fi : i32
  return %r : i32
}
