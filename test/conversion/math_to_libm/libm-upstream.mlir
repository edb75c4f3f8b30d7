// -convert-math-to-libm: atan2 / expm1 / tanh on f32 and f64 become calls
// of the libm functions, each declared once as a private func at the start
// of the module (newest first), an existing symbol reused; the op's
// attributes are dropped.  Diffed op for op (and location for location)
// with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-math-to-libm -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -convert-math-to-libm -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-math-to-libm %s | FileCheck %s

// CHECK: module
// CHECK-NEXT: func private @atan2(f64, f64) -> f64
// CHECK-NEXT: func private @expm1f(f32) -> f32
// CHECK-NEXT: func private @atan2f(f32, f32) -> f32
// CHECK-NEXT: func private @expm1(f64) -> f64
// CHECK-NEXT: func private @tanhf(f32) -> f32
// CHECK-NEXT: func private @tanh(f64) -> f64
func private @tanh(f64) -> f64

// CHECK-LABEL: func @scalars
// CHECK: call @tanhf(%arg0) : (f32) -> f32
// CHECK: call @expm1(%arg1) : (f64) -> f64
// CHECK: call @atan2f(%arg0, %arg0) : (f32, f32) -> f32
// CHECK: call @tanh(%arg1) : (f64) -> f64
// CHECK: call @tanhf(%arg0) : (f32) -> f32
func @scalars(%a: f32, %b: f64) -> f32 {
  %0 = math.tanh %a : f32
  %1 = math.expm1 %b : f64
  %2 = math.atan2 %a, %a : f32
  %3 = math.tanh %b {dropped = 1} : f64
  %4 = math.tanh %a : f32
  %5 = addf %0, %4 : f32
  return %5 : f32
}

// CHECK-LABEL: func @second
// CHECK: call @expm1f(%arg0) : (f32) -> f32
// CHECK: call @atan2(%arg1, %arg1) : (f64, f64) -> f64
func @second(%a: f32, %b: f64) {
  %0 = math.expm1 %a : f32
  %1 = math.atan2 %b, %b : f64
  return
}
