// HasParent: the parent is named as MLIR 13 prints it ('func', not
// 'builtin.func') and is checked before the Terminator trait (std.return).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @not_last(%a: i32) {
  "test.op"() ({
    // expected-error@+1 {{'std.return' op expects parent op 'func'}}
    return
    "test.x"() : () -> ()
  }) : () -> ()
  return
}

// -----
module {
  // expected-error@+1 {{'std.return' op expects parent op 'func'}}
  return
}

// -----
// expected-error@+1 {{'std.return' op expects parent op 'func'}}
"std.return"() : () -> ()

// -----
func @results(%a: i32) {
  "test.op"() ({
    // expected-error@+1 {{'std.return' op requires zero results}}
    "std.return"(%a) : (i32) -> (i32)
  }) : () -> ()
  return
}
