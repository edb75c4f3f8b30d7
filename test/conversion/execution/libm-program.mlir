// A program whose math ops become libm calls (-convert-math-to-libm), then
// lowered to LLVM and run by cmlir-cpu-runner: the JIT resolves tanhf,
// expm1, atan2f from the C library.
// REQUIRES: jit
// RUN: cmlir-opt -convert-math-to-libm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printF32(f32)
func private @printNewline()

func @main() {
  %half = constant 0.5 : f32
  %one = constant 1.0 : f32
  %d = constant 0.25 : f64
  // CHECK: 0.462117
  %0 = math.tanh %half : f32
  call @printF32(%0) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 0.284025
  %1 = math.expm1 %d : f64
  %2 = fptrunc %1 : f64 to f32
  call @printF32(%2) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 0.785398
  %3 = math.atan2 %one, %one : f32
  call @printF32(%3) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
