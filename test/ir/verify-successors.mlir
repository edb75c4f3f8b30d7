// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// Only the last op of a block may have successors.
func @f() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.term"() : () -> ()
^bb1:
  "foo.term"() : () -> ()
}

// -----

// The entry block cannot be a branch target.
// expected-error@+1 {{entry block of region may not have predecessors}}
func @f() {
^bb0:
  "foo.br"()[^bb0] : () -> ()
}

// -----

// ... in any region.
func @f() {
  // expected-error@+1 {{entry block of region may not have predecessors}}
  "foo.region"() ({
  ^entry:
    "foo.br"()[^next] : () -> ()
  ^next:
    "foo.br"()[^entry] : () -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

// Branches between the blocks of a region are fine, in any shape.
func @f() {
  "foo.switch"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb2] : () -> ()
^bb3:
  "foo.term"() : () -> ()
}
