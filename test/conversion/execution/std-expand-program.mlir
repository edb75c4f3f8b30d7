// ceildivi_signed / floordivi_signed expanded by -std-expand, lowered to
// LLVM and run by cmlir-cpu-runner over all sign combinations (results
// printed as floats); the same through mlir-opt-13 + mlir-cpu-runner-13.
// REQUIRES: jit
// RUN: cmlir-opt -std-expand -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printF32(f32)
func private @printNewline()

func @show(%a: i32, %b: i32) {
  %c = ceildivi_signed %a, %b : i32
  %f = floordivi_signed %a, %b : i32
  %cf = sitofp %c : i32 to f32
  %ff = sitofp %f : i32 to f32
  call @printF32(%cf) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%ff) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %p7 = constant 7 : i32
  %m7 = constant -7 : i32
  %p2 = constant 2 : i32
  %m2 = constant -2 : i32
  %z = constant 0 : i32
  // CHECK: 4
  // CHECK-NEXT: 3
  call @show(%p7, %p2) : (i32, i32) -> ()
  // CHECK-NEXT: -3
  // CHECK-NEXT: -4
  call @show(%m7, %p2) : (i32, i32) -> ()
  // CHECK-NEXT: -3
  // CHECK-NEXT: -4
  call @show(%p7, %m2) : (i32, i32) -> ()
  // CHECK-NEXT: 4
  // CHECK-NEXT: 3
  call @show(%m7, %m2) : (i32, i32) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  call @show(%z, %p2) : (i32, i32) -> ()
  return
}
