// builtin.module parse and verification errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x} {
}

// -----
// expected-error@+1 {{'module' op Operations with a 'SymbolTable' must have exactly one block}}
"module"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}) : () -> ()

// -----
// expected-error@+1 {{'module' op Operations with a 'SymbolTable' must have exactly one block}}
"module"() ({
}) : () -> ()

// -----
// expected-error@+1 {{'module' op requires zero results}}
%0 = "module"() ({
}) : () -> (i32)

// -----
// expected-error@+1 {{'module' op requires one region}}
"module"() ({
}, {}) : () -> ()

// -----
// expected-error@+1 {{expected '{' to begin a region}}
module @a @b {
}

// -----
module {
  // expected-error@+1 {{'module' op can only contain attributes with dialect-prefixed names, found: 'nested'}}
  module @inner attributes {nested} {
  }
}

// -----
// expected-error@+1 {{custom op 'module' attribute 'sym_name' occurs more than once in the attribute list}}
module @m attributes {sym_name = "x"} {
}

// -----

// expected-error@+1 {{'module' op requires string attribute 'sym_name'}}
"module"() ({
^bb0:
}) {sym_name = 1} : () -> ()
