// std.call / std.call_indirect verification and parse errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op 'nope' does not reference a valid function}}
  %0 = call @nope(%a) : (i32) -> i32
  return
}

// -----
func private @g(i32) -> i64
func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op incorrect number of operands for callee}}
  %0 = call @g(%a, %a) : (i32, i32) -> i64
  return
}

// -----
func private @g(i32) -> i64
func @f(%a: i64) {
  // expected-error@+1 {{'std.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i64
  return
}

// -----
func private @g(i32) -> i64
func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----
func private @g(i32) -> i64
func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op result type mismatch}}
  %0 = call @g(%a) : (i32) -> i32
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op requires a 'callee' symbol reference attribute}}
  %0 = "std.call"(%a) : (i32) -> i64
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'std.call' op requires a 'callee' symbol reference attribute}}
  %0 = "std.call"(%a) {callee = "g"} : (i32) -> i64
  return
}

// -----
func @f(%a: i32) {
  "test.table"() ({
    // expected-error@+1 {{'std.call' op 'nope' does not reference a valid function}}
    call @nope() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----
func @f(%fn: (i32) -> i64, %a: i64) {
  // expected-error@+1 {{'std.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "std.call_indirect"(%fn, %a) : ((i32) -> i64, i64) -> i64
  return
}

// -----
func @f(%fn: (i32) -> i64, %a: i32) {
  // expected-error@+1 {{'std.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "std.call_indirect"(%fn, %a) : ((i32) -> i64, i32) -> i32
  return
}

// -----
func @f(%fn: (i32) -> i64, %a: i32) {
  // expected-error@+1 {{'std.call_indirect' op failed to verify that callee result types match result types}}
  "std.call_indirect"(%fn, %a) : ((i32) -> i64, i32) -> ()
  return
}

// -----
func @f(%fn: i32, %a: i32) {
  // expected-error@+1 {{'std.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "std.call_indirect"(%fn, %a) : (i32, i32) -> ()
  return
}

// -----
func @f(%fn: (i32) -> i64, %a: i32) {
  // expected-error@+1 {{2 operands present, but expected 1}}
  %0 = call_indirect %fn(%a, %a) : (i32) -> i64
  return
}

// -----
func @f(%fn: (i32) -> i64, %a: i32) {
  // expected-error@+1 {{custom op 'std.call_indirect' 'callee' must be function type, but got 'i32'}}
  %0 = call_indirect %fn(%a) : i32
  return
}

// -----

// The custom form's callee is a flat symbol reference.
func @nested_callee() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  call @mm::@inner() : () -> ()
  return
}
module @mm {
  func @inner() {
    return
  }
}
