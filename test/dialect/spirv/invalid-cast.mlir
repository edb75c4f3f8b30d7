// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @sconvert_same(%a: i32) {
  // expected-error@+1 {{'spv.SConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
  %0 = spv.SConvert %a : i32 to i32
  return
}

// -----

func @fconvert_same(%v: vector<2xf32>) {
  // expected-error@+1 {{'spv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f32' and 'f32'}}
  %0 = spv.FConvert %v : vector<2xf32> to vector<2xf32>
  return
}

// -----

func @ftos_int(%a: i32) {
  // expected-error@+1 {{'spv.ConvertFToS' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got 'i32'}}
  %0 = spv.ConvertFToS %a : i32 to i32
  return
}

// -----

func @shape(%x: f32) {
  // expected-error@+1 {{'spv.ConvertFToS' op requires the same shape for all operands and results}}
  %0 = "spv.ConvertFToS"(%x) : (f32) -> vector<2xi32>
  return
}

// -----

func @bitcast_same(%a: i32) {
  // expected-error@+1 {{result type must be different from operand type}}
  %0 = spv.Bitcast %a : i32 to i32
  return
}

// -----

func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'spv.Bitcast' op mismatch in result type bitwidth 64 and operand type bitwidth 32}}
  %0 = spv.Bitcast %a : i32 to f64
  return
}

// -----

func @bitcast_vector_width(%v: vector<2xi32>) {
  // expected-error@+1 {{'spv.Bitcast' op mismatch in result type bitwidth 48 and operand type bitwidth 64}}
  %0 = spv.Bitcast %v : vector<2xi32> to vector<3xi16>
  return
}

// -----

func @missing_to(%a: i32) {
  // expected-error@+1 {{expected 'to'}}
  %0 = spv.Bitcast %a : i32 f32
  return
}
