// Verifier and parser errors of the std arithmetic ops.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
func @addi_float(%x: f32) {
  // expected-error @+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "std.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func @addi_mixed(%a: i32, %b: i64) {
  // expected-error @+1 {{'std.addi' op requires the same type for all operands and results}}
  %0 = "std.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func @addi_result(%a: i32) {
  // expected-error @+1 {{'std.addi' op requires the same type for all operands and results}}
  %0 = "std.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func @addi_count(%a: i32) {
  // expected-error @+1 {{'std.addi' op expected 2 operands, but found 1}}
  %0 = "std.addi"(%a) : (i32) -> i32
  return
}

// -----

func @addi_memref(%m: memref<4xi32>) {
  // expected-error @+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = "std.addi"(%m, %m) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  return
}

// -----

func @subi_unsigned(%a: ui32) {
  // expected-error @+1 {{'std.subi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "std.subi"(%a, %a) : (ui32, ui32) -> ui32
  return
}

// -----

func @and_rhs(%a: i32, %x: f32) {
  // expected-error @+1 {{'std.and' op requires the same type for all operands and results}}
  %0 = "std.and"(%a, %x) : (i32, f32) -> i32
  return
}

// -----

func @addf_int(%a: i32) {
  // expected-error @+1 {{'std.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "std.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func @mulf_vec_int(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.mulf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "std.mulf"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func @negf_result(%x: f32) {
  // expected-error @+1 {{'std.negf' op requires the same type for all operands and results}}
  %0 = "std.negf"(%x) : (f32) -> f64
  return
}

// -----

func @fmaf_count(%x: f32) {
  // expected-error @+1 {{'std.fmaf' op expected 3 operands, but found 2}}
  %0 = "std.fmaf"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func @addf_results(%x: f32) {
  // expected-error @+1 {{'std.addf' op requires one result}}
  "std.addf"(%x, %x) : (f32, f32) -> ()
  return
}

// -----

// expected-note @+1 {{prior use here}}
func @custom_type_mismatch(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = addi %a, %a : i64
  return
}

// -----

func @custom_missing_type(%a: i32) {
  // expected-error @+2 {{expected ':'}}
  %0 = addi %a, %a
  return
}

// -----

func @custom_missing_comma(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = addi %a %a : i32
  return
}

// -----

func @custom_float_type(%x: f32) {
  // expected-error @+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = addi %x, %x : f32
  return
}

// -----

func @custom_three_operands(%a: i32) {
  // expected-error @+1 {{'std.addi' op expected 2 operands, but found 3}}
  %0 = addi %a, %a, %a : i32
  return
}

// -----

func @custom_unary_two(%x: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = negf %x %x : f32
  return
}
