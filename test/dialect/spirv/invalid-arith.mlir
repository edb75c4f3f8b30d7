// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @float_to_iadd(%x: f32) {
  // expected-error@+1 {{'spv.IAdd' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
  %0 = spv.IAdd %x, %x : f32
  return
}

// -----

func @vector5(%v: vector<5xi32>) {
  // expected-error@+1 {{'spv.ISub' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'vector<5xi32>'}}
  %0 = spv.ISub %v, %v : vector<5xi32>
  return
}

// -----

func @i128(%v: i128) {
  // expected-error@+1 {{operand #0 must be 8/16/32/64-bit integer}}
  %0 = spv.IMul %v, %v : i128
  return
}

// -----

func @fneg_int(%a: i32) {
  // expected-error@+1 {{'spv.FNegate' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.FNegate %a : i32
  return
}

// -----

func @mixed(%a: i32, %b: i16) {
  // expected-error@+1 {{'spv.IAdd' op requires the same type for all operands and results}}
  %0 = "spv.IAdd"(%a, %b) : (i32, i16) -> i32
  return
}

// -----

func @three_operands(%a: i32) {
  // expected-error@+1 {{'spv.IAdd' op expected 2 operands, but found 3}}
  %0 = spv.IAdd %a, %a, %a : i32
  return
}

// -----

func @unary_attr(%x: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = spv.FNegate %x {a} : f32
  return
}

// -----

func @unary_two(%x: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = spv.FNegate %x, %x : f32
  return
}

// -----

func @bf16(%x: bf16) {
  // expected-error@+1 {{'spv.FAdd' op operand #0 must be 16/32/64-bit float}}
  %0 = spv.FAdd %x, %x : bf16
  return
}
