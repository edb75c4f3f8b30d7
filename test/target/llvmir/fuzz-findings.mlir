// Regressions found by the fuzzer's differential seeds (docs/fuzzing.md).
// RUN: cmlir-opt %s | FileCheck %s --check-prefix=OPT
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc

// MLIR 13 has no thread-local globals: `thread_local_` is an ordinary
// attribute (any value is accepted) and the translation ignores it, as
// mlir-translate-13 does.
// OPT: llvm.mlir.global internal @tls_unit(3 : i32) {thread_local_} : i32
// OPT: llvm.mlir.global internal @tls_int(4 : i32) {thread_local_ = 5 : i64} : i32
// CHECK: @tls_unit = internal global i32 3
// CHECK: @tls_int = internal global i32 4
llvm.mlir.global internal @tls_unit(3 : i32) {thread_local_} : i32
llvm.mlir.global internal @tls_int(4 : i32) {thread_local_ = 5} : i32

// A two-element array attribute for a struct of two equal element types is a
// complex constant (found by diffing the grown corpus against
// mlir-translate-13, which translates it; cmlir used to reject it).
// CHECK-LABEL: define { float, float } @cplx_f32()
// CHECK: ret { float, float } { float 1.000000e+00, float 0.000000e+00 }
llvm.func @cplx_f32() -> !llvm.struct<(f32, f32)> {
  %0 = llvm.mlir.constant([1.0 : f32, 0.0 : f32]) : !llvm.struct<(f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32)>
}
// CHECK-LABEL: define { i64, i64 } @cplx_i64()
// CHECK: ret { i64, i64 } { i64 0, i64 7 }
llvm.func @cplx_i64() -> !llvm.struct<(i64, i64)> {
  %0 = llvm.mlir.constant([0 : i64, 7 : i64]) : !llvm.struct<(i64, i64)>
  llvm.return %0 : !llvm.struct<(i64, i64)>
}
// CHECK-LABEL: @cplx_zero()
// CHECK: ret { double, double } zeroinitializer
llvm.func @cplx_zero() -> !llvm.struct<(f64, f64)> {
  %0 = llvm.mlir.constant([0.0 : f64, 0.0 : f64]) : !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}
// CHECK-LABEL: @cplx_negzero()
// CHECK: ret { double, double } { double -0.000000e+00, double 0.000000e+00 }
llvm.func @cplx_negzero() -> !llvm.struct<(f64, f64)> {
  %0 = llvm.mlir.constant([-0.0 : f64, 0.0 : f64]) : !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}
// CHECK-LABEL: @cplx_packed()
// CHECK: ret <{ i8, i8 }> <{ i8 1, i8 -1 }>
llvm.func @cplx_packed() -> !llvm.struct<packed (i8, i8)> {
  %0 = llvm.mlir.constant([1 : i8, -1 : i8]) : !llvm.struct<packed (i8, i8)>
  llvm.return %0 : !llvm.struct<packed (i8, i8)>
}
// CHECK-LABEL: @cplx_named()
// CHECK: ret %cplx { float 2.500000e+00, float 1.000000e+00 }
llvm.func @cplx_named() -> !llvm.struct<"cplx", (f32, f32)> {
  %0 = llvm.mlir.constant([2.5 : f32, 1.0 : f32]) : !llvm.struct<"cplx", (f32, f32)>
  llvm.return %0 : !llvm.struct<"cplx", (f32, f32)>
}
