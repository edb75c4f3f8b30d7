// A math program lowered by cmlir-opt (math and std to LLVM) and run by
// cmlir-cpu-runner: intrinsics and the expm1 / log1p / rsqrt expansions
// on scalars and a 1-D vector; every result printed with printF32.
// REQUIRES: jit
// RUN: cmlir-opt -convert-math-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printF32(f32)
func private @printNewline()

func @show(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %half = constant 0.5 : f32
  %two = constant 2.0 : f32
  %four = constant 4.0 : f32
  %hundred = constant 100.0 : f32
  %zero = constant 0.0 : f32
  // CHECK: 1.64872
  %0 = math.exp %half : f32
  call @show(%0) : (f32) -> ()
  // CHECK-NEXT: 4
  %1 = math.exp2 %two : f32
  call @show(%1) : (f32) -> ()
  // CHECK-NEXT: 0.693147
  %2 = math.log %two : f32
  call @show(%2) : (f32) -> ()
  // CHECK-NEXT: 2
  %3 = math.log10 %hundred : f32
  call @show(%3) : (f32) -> ()
  // CHECK-NEXT: 2
  %4 = math.log2 %four : f32
  call @show(%4) : (f32) -> ()
  // CHECK-NEXT: 2
  %5 = math.sqrt %four : f32
  call @show(%5) : (f32) -> ()
  // CHECK-NEXT: 1
  %6 = math.cos %zero : f32
  call @show(%6) : (f32) -> ()
  // CHECK-NEXT: 0.479426
  %7 = math.sin %half : f32
  call @show(%7) : (f32) -> ()
  // CHECK-NEXT: 16
  %8 = math.powf %two, %four : f32
  call @show(%8) : (f32) -> ()
  // CHECK-NEXT: 0.648721
  %9 = math.expm1 %half : f32
  call @show(%9) : (f32) -> ()
  // CHECK-NEXT: 1.09861
  %10 = math.log1p %two : f32
  call @show(%10) : (f32) -> ()
  // CHECK-NEXT: 0.5
  %11 = math.rsqrt %four : f32
  call @show(%11) : (f32) -> ()
  // 1-D: rsqrt of <4, 16, 64, 0.25>, printed lane by lane.
  // CHECK-NEXT: 0.5
  // CHECK-NEXT: 0.25
  // CHECK-NEXT: 0.125
  // CHECK-NEXT: 2
  %v = constant dense<[4.0, 16.0, 64.0, 0.25]> : vector<4xf32>
  %rv = math.rsqrt %v : vector<4xf32>
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %c3 = constant 3 : i32
  %r0 = llvm.extractelement %rv[%c0 : i32] : vector<4xf32>
  call @show(%r0) : (f32) -> ()
  %r1 = llvm.extractelement %rv[%c1 : i32] : vector<4xf32>
  call @show(%r1) : (f32) -> ()
  %r2 = llvm.extractelement %rv[%c2 : i32] : vector<4xf32>
  call @show(%r2) : (f32) -> ()
  %r3 = llvm.extractelement %rv[%c3 : i32] : vector<4xf32>
  call @show(%r3) : (f32) -> ()
  return
}
