// Two generic_atomic_rmw ops in one function,
// lowered to compare-and-swap loops and run. MLIR 13's
// -convert-std-to-llvm fails on a function with two of them ("'std.
// generic_atomic_rmw' op operand #0 must be memref ..., but got
// '!llvm.struct<...>'"), so this has no upstream twin: cmlir lowers each.
// REQUIRES: jit
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | FileCheck %s --check-prefix=IR
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s

// IR-LABEL: llvm.func @two
// IR-COUNT-2: llvm.cmpxchg

func private @printI64(i64)
func private @printNewline()

func @two(%m: memref<2xi64>, %i: index, %j: index) -> (i64, i64) {
  %a = generic_atomic_rmw %m[%i] : memref<2xi64> {
  ^bb0(%cur: i64):
    %sq = muli %cur, %cur : i64
    atomic_yield %sq : i64
  }
  %b = generic_atomic_rmw %m[%j] : memref<2xi64> {
  ^bb0(%cur: i64):
    %s = addi %cur, %a : i64
    atomic_yield %s : i64
  }
  return %a, %b : i64, i64
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.alloca() : memref<2xi64>
  %x = constant 7 : i64
  %y = constant 100 : i64
  memref.store %x, %m[%c0] : memref<2xi64>
  memref.store %y, %m[%c1] : memref<2xi64>
  %a, %b = call @two(%m, %c0, %c1) : (memref<2xi64>, index, index) -> (i64, i64)
  %p = memref.load %m[%c0] : memref<2xi64>
  %q = memref.load %m[%c1] : memref<2xi64>
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%q) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 7
  // CHECK-NEXT: 100
  // CHECK-NEXT: 49
  // CHECK-NEXT: 107
  return
}
