// std.assert verification and parse errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) {
  // expected-error@+1 {{'std.assert' op requires attribute 'msg'}}
  "std.assert"(%a) : (i32) -> ()
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'std.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "std.assert"(%a) {msg = "m"} : (i32) -> ()
  return
}

// -----
func @f(%a: i1) {
  // expected-error@+1 {{'std.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "std.assert"(%a) {msg = 1} : (i1) -> ()
  return
}

// -----
// expected-note@+1 {{prior use here}}
func @f(%a: i32) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  assert %a, "x"
  return
}
