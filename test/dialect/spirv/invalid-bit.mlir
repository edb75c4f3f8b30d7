// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @shift_result(%a: i32, %b: i16) {
  // expected-error@+1 {{expected the same type for the first operand and result, but provided 'i32' and 'i16'}}
  %0 = "spv.ShiftLeftLogical"(%a, %b) : (i32, i16) -> i16
  return
}

// -----

func @shift_one_type(%a: i32) {
  %0 = spv.ShiftLeftLogical %a, %a : i32
  // expected-error@+1 {{expected ','}}
  return
}

// -----

func @shift_three(%a: i32) {
  // expected-error@+1 {{custom op 'spv.ShiftRightLogical' expected 2 operands}}
  %0 = spv.ShiftRightLogical %a, %a, %a : i32, i32
  return
}

// -----

func @shift_shape(%a: i32, %v: vector<2xi32>) {
  // expected-error@+1 {{'spv.ShiftRightArithmetic' op requires the same shape for all operands and results}}
  %0 = "spv.ShiftRightArithmetic"(%v, %a) : (vector<2xi32>, i32) -> vector<2xi32>
  return
}

// -----

func @bool_and(%a: i1) {
  // expected-error@+1 {{'spv.BitwiseAnd' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'i1'}}
  %0 = spv.BitwiseAnd %a, %a : i1
  return
}

// -----

func @extract_type(%a: i32, %b: i16) {
  // expected-error@+1 {{'spv.BitFieldSExtract' op failed to verify that all of {base, result} have same type}}
  %0 = "spv.BitFieldSExtract"(%a, %b, %b) : (i32, i16, i16) -> i16
  return
}

// -----

func @insert_type(%a: i32, %b: i16) {
  // expected-error@+1 {{'spv.BitFieldInsert' op failed to verify that all of {base, insert, result} have same type}}
  %0 = "spv.BitFieldInsert"(%a, %b, %b, %b) : (i32, i16, i16, i16) -> i32
  return
}

// -----

func @insert_offset(%a: i32, %v: vector<2xi32>) {
  // expected-error@+1 {{'spv.BitFieldInsert' op operand #2 must be 8/16/32/64-bit integer, but got 'vector<2xi32>'}}
  %0 = spv.BitFieldInsert %a, %a, %v, %a : i32, vector<2xi32>, i32
  return
}

// -----

func @not_float(%x: f32) {
  // expected-error@+1 {{'spv.Not' op operand #0 must be 8/16/32/64-bit integer}}
  %0 = spv.Not %x : f32
  return
}
