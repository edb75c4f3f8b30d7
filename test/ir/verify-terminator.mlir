// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// A registered op that is not a terminator cannot end a block.
func @f() {
  // expected-error@+1 {{block with no terminator, has func @g() {}}
  func @g() {
    "foo.term"() : () -> ()
  }
}

// -----

// Every block of a multi-block region needs a terminator.
// expected-error@+1 {{empty block: expect at least a terminator}}
func @f() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
}

// -----

// The empty entry block of a function body.
// expected-error@+1 {{empty block: expect at least a terminator}}
func @f() {
^bb0:
}

// -----

// Unregistered ops might be terminators; an unregistered op's single empty
// block is fine; so are module bodies (no terminator).
func @f() {
  "foo.region"() ({
  }) : () -> ()
  "foo.region"() ({
  ^bb0:
  }) : () -> ()
  "foo.anything"() : () -> ()
}
module {
}

// -----

// An empty block in an unregistered op's multi-block region.
// expected-error@+1 {{empty block: expect at least a terminator}}
"foo.region"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
