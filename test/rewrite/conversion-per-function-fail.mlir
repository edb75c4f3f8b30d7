// A function that fails to convert among others converted one function at a
// time (lib/rewrite/conversion_parallel.c): only the first failure is
// reported, as by the whole-module conversion, which stops there (@f4's
// cast would fail too), threaded or not, and as mlir-opt-13 reports it.
// REQUIRES: upstream
// RUN: cmlir-opt -verify-diagnostics -convert-scf-to-std -convert-std-to-llvm %s
// RUN: cmlir-opt -verify-diagnostics -mlir-disable-threading -convert-scf-to-std -convert-std-to-llvm %s
// RUN: env CMLIR_NUM_THREADS=7 cmlir-opt -verify-diagnostics -convert-scf-to-std -convert-std-to-llvm %s
// (The note showing the op is left out: the rollback-free driver shows the
// function's arguments, mlir-opt-13 a replaced block's.)
// RUN: not cmlir-opt -mlir-print-op-on-diagnostic=false -convert-scf-to-std -convert-std-to-llvm %s 2> %t.threads
// RUN: not cmlir-opt -mlir-print-op-on-diagnostic=false -mlir-disable-threading -convert-scf-to-std -convert-std-to-llvm %s 2> %t.one
// RUN: not %upstream_opt -mlir-print-op-on-diagnostic=false -convert-scf-to-std -convert-std-to-llvm %s 2> %t.up
// RUN: diff %t.threads %t.up
// RUN: diff %t.one %t.up

func @f0(%a: i32, %b: i32) -> i32 {
  %0 = addi %a, %b : i32
  return %0 : i32
}

func @f1(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = addi %i, %i : index
  }
  return
}

func @f2(%a: i64) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %0 = unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}

func @f3(%c: i1) {
  assert %c, "f3"
  return
}

func @f4(%a: i64) -> i16 {
  %0 = unrealized_conversion_cast %a : i64 to i16
  return %0 : i16
}

func @f5(%a: f32) -> f32 {
  %0 = addf %a, %a : f32
  return %0 : f32
}
