// std.br / std.cond_br verification errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  br ^bb1(%a : i32)
^bb1:
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  "std.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{'std.br' op requires 1 successor but found 0}}
  "std.br"(%a) : (i1) -> ()
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'std.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "std.cond_br"(%a)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{'std.cond_br' op requires 1D vector attribute 'operand_segment_sizes'}}
  "std.cond_br"(%a)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{'std.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operand_segment_sizes'}}
  "std.cond_br"(%a)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i1) -> ()
^bb1:
  return
}

// -----
func @f(%a: i1, %b: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cond_br %a, ^bb1(%b : i32), ^bb1
^bb1(%x: i32):
  return
}

// -----
func @f(%a: i1, %b: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cond_br %a, ^bb1(%b : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return
^bb2(%y: i64):
  return
}

// -----
// expected-note@+1 {{prior use here}}
func @f(%a: i32) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cond_br %a, ^bb1, ^bb1
^bb1:
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  br ^bb1
  return
^bb1:
  return
}
