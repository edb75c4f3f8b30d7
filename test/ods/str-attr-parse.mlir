// ODS format: a StrAttr variable is parsed with upstream's NoneType value
// type (std.assert's message), so non-string literals fail as in 13.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @int_literal(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  assert %c, 1
  return
}

// -----
func @bool_literal(%c: i1) {
  // expected-error@+1 {{custom op 'std.assert' invalid kind of attribute specified}}
  assert %c, true
  return
}

// -----
func @array(%c: i1) {
  // expected-error@+1 {{custom op 'std.assert' invalid kind of attribute specified}}
  assert %c, [1]
  return
}

// -----
func @typed_string(%c: i1) {
  // The value type is given, so no trailing `: type` is parsed.
  // expected-error@+1 {{expected operation name in quotes}}
  assert %c, "x" : i32
  return
}

// -----
func @duplicate(%c: i1) {
  // expected-error@+1 {{custom op 'std.assert' attribute 'msg' occurs more than once in the attribute list}}
  assert %c, "x" {msg = "y"}
  return
}

// -----
func @two_operands(%c: i1) {
  // expected-error@+1 {{'std.assert' op requires a single operand}}
  "std.assert"(%c, %c) {msg = "x"} : (i1, i1) -> ()
  return
}
