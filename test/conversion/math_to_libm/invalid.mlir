// -convert-math-to-libm marks the math dialect illegal: ops it cannot call
// libm for (no lowering, f16, n-D vectors, vectors of f16, tensors) fail
// the conversion as in MLIR 13, and nothing is changed.
// RUN: cmlir-opt -convert-math-to-libm -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -convert-math-to-libm -split-input-file -verify-diagnostics %s
// REQUIRES: upstream
// RUN: not cmlir-opt -convert-math-to-libm='bogus=1' < /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: no such option bogus

func @no_lowering(%a: f32) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'math.atan' that was explicitly marked illegal}}
  %0 = math.atan %a : f32
  return %0 : f32
}

// -----

func @half(%a: f16) -> f16 {
  // expected-error@+1 {{failed to legalize operation 'math.tanh' that was explicitly marked illegal}}
  %0 = math.tanh %a : f16
  return %0 : f16
}

// -----

func @nd_vector(%a: vector<2x2xf64>) {
  // expected-error@+1 {{failed to legalize operation 'math.atan2' that was explicitly marked illegal}}
  %0 = math.atan2 %a, %a : vector<2x2xf64>
  return
}

// -----

func @tensor(%a: f32, %t: tensor<4xf32>) {
  %0 = math.tanh %a : f32
  // expected-error@+1 {{failed to legalize operation 'math.expm1' that was explicitly marked illegal}}
  %1 = math.expm1 %t : tensor<4xf32>
  return
}

// -----

// The 1-D unrolling makes f16 scalar ops, which have no lowering: the
// whole rewrite is undone.
func @half_vector(%a: vector<2xf16>) -> vector<2xf16> {
  // expected-error@+1 {{failed to legalize operation 'math.tanh' that was explicitly marked illegal}}
  %0 = math.tanh %a : vector<2xf16>
  return %0 : vector<2xf16>
}

// -----

func @nd_after_1d(%a: vector<2xf32>, %b: vector<2x3xf32>) -> vector<2xf32> {
  %0 = math.tanh %a : vector<2xf32>
  // expected-error@+1 {{failed to legalize operation 'math.expm1' that was explicitly marked illegal}}
  %1 = math.expm1 %b : vector<2x3xf32>
  return %0 : vector<2xf32>
}
