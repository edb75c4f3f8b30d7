// A failing assert: -convert-std-to-llvm lowers std.assert to a branch to
// a call of abort(), so the program dies of SIGABRT (MLIR 13 does not print
// the message; the text after the assert never runs). cmlir-cpu-runner
// dies the same way as mlir-cpu-runner-13 (std-assert-fail-program-upstream.test).
// REQUIRES: jit
// RUN: cmlir-opt -convert-std-to-llvm %s > %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: not --crash cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils < %t.mlir > %t.out 2> %t.err
// RUN: not grep 'assertion message' %t.err
// RUN: not grep 2 %t.out

// IR: llvm.cond_br %{{.*}}, ^bb1, ^bb2
// IR: llvm.call @abort() : () -> ()
// IR: llvm.unreachable

func private @printI64(i64)
func private @printNewline()

func @check(%v: i64) {
  %c0 = constant 0 : i64
  %ok = cmpi sgt, %v, %c0 : i64
  assert %ok, "the assertion message"
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %c1 = constant 1 : i64
  call @check(%c1) : (i64) -> ()
  %m2 = constant -2 : i64
  call @check(%m2) : (i64) -> ()
  %c2 = constant 2 : i64
  call @check(%c2) : (i64) -> ()
  return
}
