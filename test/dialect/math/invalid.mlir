// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @int_operand(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}

// -----

func @int_vector(%v: vector<4xi32>) {
  // expected-error@+1 {{'math.powf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = math.powf %v, %v : vector<4xi32>
  return
}

// -----

func @index_operand(%i: index) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = "math.exp"(%i) : (index) -> index
  return
}

// -----

func @result_mismatch(%x: f32) {
  // expected-error@+1 {{'math.cos' op requires the same type for all operands and results}}
  %0 = "math.cos"(%x) : (f32) -> f64
  return
}

// -----

func @operand_mismatch(%x: f32, %y: f64) {
  // expected-error@+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func @too_many_operands(%x: f32) {
  // expected-error@+1 {{'math.log' op requires a single operand}}
  %0 = "math.log"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func @too_few_operands(%x: f32) {
  // expected-error@+1 {{'math.powf' op expected 2 operands, but found 1}}
  %0 = "math.powf"(%x) : (f32) -> f32
  return
}

// -----

func @no_result(%x: f32) {
  // expected-error@+1 {{'math.tanh' op requires one result}}
  "math.tanh"(%x) : (f32) -> ()
  return
}

// -----

func @missing_type(%x: f32) {
  %0 = math.sqrt %x
  // expected-error@+1 {{expected ':'}}
  return
}

// -----

func @missing_comma(%x: f32) {
  // expected-error@+1 {{expected ','}}
  %0 = math.atan2 %x : f32
  return
}

// -----

func @wrong_type(%x: f32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'f64' vs 'f32'}}
  %0 = math.rsqrt %x : f64
  return
}

// -----

func @elementwise_mixed(%v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error@+1 {{'math.atan2' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.atan2"(%v, %t) : (vector<4xf32>, tensor<4xf32>) -> vector<4xf32>
  return
}
