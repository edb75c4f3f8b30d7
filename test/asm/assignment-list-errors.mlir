// The `(%arg = %init, ...)` assignment lists of affine.for / scf.for
// iter_args and scf.while (one parser in lib/asm): errors as mlir-opt-13
// reports them.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @affine_missing_comma(%a: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = affine.for %i = 0 to 4 iter_args(%s = %a %t) -> f32 {
    affine.yield %s : f32
  }
  return
}

// -----

func @affine_missing_paren(%a: f32) {
  // expected-error@+1 {{custom op 'affine.for' expected '('}}
  %r = affine.for %i = 0 to 4 iter_args %s = %a -> f32 {
    affine.yield %s : f32
  }
  return
}

// -----

func @affine_missing_equal(%a: f32) {
  // expected-error@+1 {{expected '='}}
  %r = affine.for %i = 0 to 4 iter_args(%s, %a) -> f32 {
    affine.yield %s : f32
  }
  return
}

// -----

func @scf_missing_paren(%a: f32, %c: index) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  %r = scf.for %i = %c to %c step %c iter_args %s = %a -> f32 {
    scf.yield %s : f32
  }
  return
}

// -----

func @scf_missing_comma(%a: f32, %c: index) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = scf.for %i = %c to %c step %c iter_args(%s = %a %t) -> f32 {
    scf.yield %s : f32
  }
  return
}

// -----

func @while_missing_comma(%a: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = scf.while (%x = %a %y) : (f32) -> f32 {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%z: f32):
    scf.yield %z : f32
  }
  return
}
