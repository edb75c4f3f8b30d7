// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func"() ({
}) {sym_name = "v", type = () -> (), sym_visibility = "foo"} : () -> ()

// -----

// expected-error@+1 {{'func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 3 : i64}}
"func"() ({
}) {sym_name = "v", type = () -> (), sym_visibility = 3} : () -> ()

// -----

// expected-error@+1 {{'func' op requires string attribute 'sym_name'}}
"func"() ({
}) {type = () -> ()} : () -> ()

// -----

// The three valid visibilities; a module's name is optional.
"module"() ({
  "module"() ({
  ^bb0:
  }) {sym_name = "a", sym_visibility = "public"} : () -> ()
  "module"() ({
  ^bb0:
  }) {sym_name = "b", sym_visibility = "private"} : () -> ()
  "module"() ({
  ^bb0:
  }) {sym_name = "c", sym_visibility = "nested"} : () -> ()
  "func"() ({
  }) {sym_name = "d", type = () -> (), sym_visibility = "private"} : () -> ()
}) : () -> ()
