// Bad input to -convert-math-to-llvm: malformed math ops are rejected when
// parsed, before the pass runs; an unknown pass option is an error.
// RUN: cmlir-opt -convert-math-to-llvm -split-input-file -verify-diagnostics %s
// RUN: not cmlir-opt -convert-math-to-llvm='bogus=1' < /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: no such option bogus

func @int_operand(%a: i32) {
  // expected-error@+1 {{'math.expm1' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.expm1 %a : i32
  return
}

// -----

func @mismatch(%a: f32, %b: f64) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = math.powf %a, %b : f32
  return
}
