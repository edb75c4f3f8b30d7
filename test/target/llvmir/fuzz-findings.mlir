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
