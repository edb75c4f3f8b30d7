// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @three(%a: i1) {
  // expected-error@+1 {{custom op 'spv.LogicalAnd' expected 2 operands}}
  %0 = spv.LogicalAnd %a, %a, %a : i1
  return
}

// -----

func @attr(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = spv.IEqual %a, %a {x} : i32
  return
}

// -----

func @not_int(%a: i32) {
  // expected-error@+1 {{'spv.LogicalNot' op operand #0 must be bool or vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.LogicalNot %a : i32
  return
}

// -----

func @result_not_bool(%a: i32) {
  // expected-error@+1 {{'spv.IEqual' op result #0 must be bool or vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  %0 = "spv.IEqual"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func @mixed_operands(%a: i32, %b: i16) {
  // expected-error@+1 {{'spv.SLessThan' op requires all operands to have the same type}}
  %0 = "spv.SLessThan"(%a, %b) : (i32, i16) -> i1
  return
}

// -----

func @shape(%a: vector<2xi32>) {
  // expected-error@+1 {{'spv.IEqual' op requires the same shape for all operands and results}}
  %0 = "spv.IEqual"(%a, %a) : (vector<2xi32>, vector<2xi32>) -> i1
  return
}

// -----

func @select_one_type(%b: i1, %a: i32) {
  %0 = spv.Select %b, %a, %a : i1
  // expected-error@+1 {{expected ','}}
  return
}

// -----

func @select_scalar_result(%c: vector<3xi1>, %a: i32) {
  // expected-error@+1 {{'spv.Select' op result expected to be of vector type when condition is of vector type}}
  %0 = spv.Select %c, %a, %a : vector<3xi1>, i32
  return
}

// -----

func @select_count(%c: vector<4xi1>, %a: vector<3xi32>) {
  // expected-error@+1 {{'spv.Select' op result should have the same number of elements as the condition when condition is of vector type}}
  %0 = spv.Select %c, %a, %a : vector<4xi1>, vector<3xi32>
  return
}

// -----

func @select_types(%c: i1, %a: vector<3xi32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'spv.Select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "spv.Select"(%c, %b, %a) : (i1, vector<3xf32>, vector<3xi32>) -> vector<3xi32>
  return
}

// -----

func @select_cond(%c: i32, %a: i32) {
  // expected-error@+1 {{'spv.Select' op operand #0 must be bool or vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.Select %c, %a, %a : i32, i32
  return
}

// -----

func @isnan_int(%a: i32) {
  // expected-error@+1 {{'spv.IsNan' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.IsNan %a : i32
  return
}
