// A switch with no cases (only a default destination) lowered and run.
// cmlir and MLIR 13 lower it to the same `llvm.switch %x, ^bb [ ]`, but
// mlir-cpu-runner-13 crashes (segmentation fault) translating it to LLVM IR,
// so there is no upstream twin; the IR is checked against mlir-opt-13.
// REQUIRES: jit
// RUN: cmlir-opt -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt -convert-std-to-llvm %s | FileCheck %s --check-prefix=IR

// IR-LABEL: llvm.func @only_default
// IR: llvm.switch %arg0, ^bb1(%arg1 : i64) [
// IR-NEXT: ]

func private @printI64(i64)
func private @printNewline()

func @only_default(%flag: i32, %v: i64) -> i64 {
  switch %flag : i32, [
    default: ^d(%v : i64)
  ]
^d(%x: i64):
  %c = constant 3 : i64
  %r = addi %x, %c : i64
  return %r : i64
}

func @main() {
  %f = constant 9 : i32
  %v = constant 4 : i64
  %r = call @only_default(%f, %v) : (i32, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 7
  %g = constant 0 : i32
  %s = call @only_default(%g, %r) : (i32, i64) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 10
  return
}
