// Bad input around -std-expand: malformed ops are rejected by the parser
// with 13's messages; an unknown option is an error.
// RUN: cmlir-opt -std-expand -split-input-file -verify-diagnostics %s
// RUN: not cmlir-opt -std-expand='bogus=1' < /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: no such option bogus

func @maxf_on_ints(%n: memref<8xi32>, %w: i32, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op with kind 'maxf' expects a floating-point type}}
  %0 = atomic_rmw maxf %w, %n[%i] : (i32, memref<8xi32>) -> i32
  return
}

// -----

func @float_div(%a: f32) {
  // expected-error@+1 {{'std.ceildivi_signed' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = ceildivi_signed %a, %a : f32
  return
}
