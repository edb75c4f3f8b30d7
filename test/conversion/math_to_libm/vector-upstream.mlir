// -convert-math-to-libm on 1-D vectors, as MLIR 13's VecOpToScalarOp: a
// zero constant of the vector type, then per lane an i32 constant and a
// vector.extractelement for each operand, the call of the scalar function,
// another constant and a vector.insertelement.  f32 and f64, one and two
// operands, lengths 1 to 4; diffed op for op (and location for location)
// with mlir-opt-13, and the output re-parsed by it.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-math-to-libm -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -convert-math-to-libm -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-math-to-libm -mlir-print-op-generic %s > %t.ours.g
// RUN: %upstream_opt -convert-math-to-libm -mlir-print-op-generic %s > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-math-to-libm %s | %upstream_opt -verify-each | FileCheck %s

// CHECK: func private @atan2(f64, f64) -> f64
// CHECK: func private @atan2f(f32, f32) -> f32
// CHECK: func private @expm1(f64) -> f64
// CHECK: func private @tanhf(f32) -> f32

// CHECK-LABEL: func @tanh_v2f32
// CHECK: %[[Z:.*]] = constant dense<0.000000e+00> : vector<2xf32>
// CHECK: %[[C0:.*]] = constant 0 : i32
// CHECK: %[[E0:.*]] = vector.extractelement %arg0[%[[C0]] : i32] : vector<2xf32>
// CHECK: %[[R0:.*]] = call @tanhf(%[[E0]]) : (f32) -> f32
// CHECK: %[[C0B:.*]] = constant 0 : i32
// CHECK: %[[V0:.*]] = vector.insertelement %[[R0]], %[[Z]][%[[C0B]] : i32] : vector<2xf32>
// CHECK: %[[C1:.*]] = constant 1 : i32
// CHECK: vector.extractelement %arg0[%[[C1]] : i32] : vector<2xf32>
// CHECK: call @tanhf
// CHECK: vector.insertelement {{.*}}, %[[V0]]
func @tanh_v2f32(%a: vector<2xf32>) -> vector<2xf32> {
  %0 = math.tanh %a : vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func @expm1_v3f64
// CHECK-COUNT-3: call @expm1(%{{.*}}) : (f64) -> f64
func @expm1_v3f64(%a: vector<3xf64>) -> vector<3xf64> {
  %0 = math.expm1 %a {dropped} : vector<3xf64>
  return %0 : vector<3xf64>
}

// CHECK-LABEL: func @atan2_v4f32
// CHECK-COUNT-4: call @atan2f(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
func @atan2_v4f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = math.atan2 %a, %b : vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func @mixed
// CHECK: call @atan2(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK: call @tanhf(%arg1) : (f32) -> f32
func @mixed(%a: vector<1xf64>, %s: f32) -> (vector<1xf64>, f32) {
  %0 = math.atan2 %a, %a : vector<1xf64>
  %1 = math.tanh %s : f32
  return %0, %1 : vector<1xf64>, f32
}
