// std.return verification errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{'std.return' op has 1 operands, but enclosing function (@f) returns 2}}
  return %a : i32
}

// -----
func @g(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @g}}
  return %a : i32
}

// -----
func @h(%a: i32) {
  "test.op"() ({
    // expected-error@+1 {{'std.return' op expects parent op 'func'}}
    return
  }) : () -> ()
  return
}

// -----
func @k(%a: i32) -> i32 {
  // expected-error@+1 {{'std.return' op must be the last operation in the parent block}}
  return %a : i32
  "test.op"() : () -> ()
}

// -----
func @m(%a: i32) -> i32 {
  return %a
// expected-error@+1 {{expected ':'}}
}

// -----

// A type list after ':' has at least one type (reported at the next token).
func @colon_without_types() {
  %0 = constant 1 : i32
  // expected-error@+2 {{expected non-function type}}
  return %0 :
}
