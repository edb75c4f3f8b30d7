// std.switch verification and parse errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) {
  // expected-error@+1 {{'std.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "std.switch"(%a)[^bb1, ^bb1] {case_values = dense<[42]> : vector<1xi64>, case_operand_offsets = dense<[0]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'std.switch' op number of case values (1) should match number of case destinations (2)}}
  "std.switch"(%a)[^bb1, ^bb1, ^bb1] {case_values = dense<[42]> : vector<1xi32>, case_operand_offsets = dense<[0]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  return
}

// -----
func @f(%a: f32) {
  // expected-error@+1 {{'std.switch' op operand #0 must be integer, but got 'f32'}}
  "std.switch"(%a)[^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (f32) -> ()
^bb1:
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{'std.switch' op requires 1D vector attribute 'operand_segment_sizes'}}
  "std.switch"(%a)[^bb1] : (i1) -> ()
^bb1:
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  switch %a : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{branch has 2 operands for successor #2, but target block has 1}}
  switch %a : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb2(%a, %a : i32, i32)
  ]
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----
func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #3}}
  switch %a : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb1,
    3: ^bb2(%b : i64)
  ]
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----
func @f(%a: i32) {
  switch %a : i32, [
    // expected-error@+1 {{expected 'default'}}
    ^bb1
  ]
^bb1:
  return
}

// -----
func @f(%a: i32) {
  switch %a : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected ':'}}
    4 ^bb1
  ]
^bb1:
  return
}
