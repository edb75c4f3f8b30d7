// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected operation name in quotes}}
{-# #-}

// -----

// expected-error@+1 {{custom op 'foo.bar' is unknown}}
foo.bar %x

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.bar"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "foo.bar"() : () -> (i32, i32)

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "foo.bar"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have atleast 1 result}}
%0:0 = "foo.bar"() : () -> ()

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0 "foo.bar"() : () -> ()

// -----

// expected-error@+1 {{expected function type}}
"f"() : i32

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"f"() -> ()

// -----

// expected-error@+1 {{expected '(' to start operand list}}
"f" : () -> ()

// -----

// expected-error@+1 {{empty operation name is invalid}}
"" () : () -> ()

// -----

"f"() ({
^bb0:
  "g"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "g"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"f"() ({^bb0: "g"() [^bb2] : () -> ()}) : () -> ()

// -----

"f"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0 "g"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected ')' to end region list}}
"f"() ({}  : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"f"() [^bb1 ^bb2] : () -> ()

// -----

// expected-error@+1 {{expected ',' or '}'}}
"f"() {a = {b = 1 c = 2}} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ')'}}
"f"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()

// -----

func @empty_successor_list() {
  // expected-error@+1 {{expected list element}}
  "foo.br"()[] : () -> ()
}

// -----

// An integer type is never an op name.
func @int_type_as_op() {
  // expected-error@+1 {{expected operation name in quotes}}
  i32
  return
}

// -----

// A huge result count parses; the op's own count decides.
func @huge_result_count(%a: i32) {
  // expected-error@+1 {{operation defines 1 results but was provided 9223372036854775807 to bind}}
  %0:9223372036854775807 = "foo.op"(%a) : (i32) -> i32
  return
}

// -----

"f"() ({
  "g"() : () -> ()
// expected-error@+1 {{expected operation name in quotes}}
