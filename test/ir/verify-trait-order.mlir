// Order of trait verification for the builtin ops: builtin.func's
// FunctionLike checks (type attribute, arg/result attribute arrays, entry
// block argument count) precede IsolatedFromAbove and Symbol; module's
// NoRegionArguments sits between IsolatedFromAbove and SymbolTable.  Each
// split has two errors; the expected one is reported first by mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

%x = "foo.v"() : () -> i32
// expected-error@+1 {{'func' op requires 'type' attribute of function type}}
"func"() ({
  "foo.use"(%x) : (i32) -> ()
  "std.return"() : () -> ()
}) {sym_name = "f", type = i32} : () -> ()

// -----

%x = "foo.v"() : () -> i32
// expected-error@+1 {{'func' op entry block must have 1 arguments to match function signature}}
"func"() ({
^bb0(%a: i32, %b: i32):
  "foo.use"(%x) : (i32) -> ()
  "std.return"() : () -> ()
}) {sym_name = "f", type = (i32) -> ()} : () -> ()

// -----

// expected-error@+1 {{'func' op requires a type attribute 'type'}}
"func"() ({
  "std.return"() : () -> ()
}) {sym_name = 3, type = 1} : () -> ()

// -----

// expected-error@+1 {{'func' op entry block must have 1 arguments to match function signature}}
"func"() ({
^bb0(%a: i32, %b: i32):
  "std.return"() : () -> ()
}) {sym_name = "f", type = (i32) -> (), sym_visibility = "bad"} : () -> ()

// -----

// expected-error@+1 {{'func' op arguments may only have dialect attributes}}
"func"() ({
^bb0(%a: i32):
  "std.return"() : () -> ()
}) {type = (i32) -> (), arg_attrs = [{a = 1}]} : () -> ()

// -----

// expected-error@+1 {{'func' op expects result attribute array `res_attrs` to have the same number of elements as the number of function results, got 1, but expected 0}}
"func"() ({
^bb0(%a: i32):
  "std.return"() : () -> ()
}) {type = (i32) -> (), res_attrs = [{}]} : () -> ()

// -----

// expected-error@+1 {{'func' op expects argument attribute dictionary to be a DictionaryAttr, but got `1 : i64`}}
"func"() ({
}) {sym_name = "decl", type = (i32) -> (), arg_attrs = [1], sym_visibility = "bad"} : () -> ()

// -----

// The entry block argument types are checked by func's own verifier, after
// the Symbol trait.
// expected-error@+1 {{'func' op requires string attribute 'sym_name'}}
"func"() ({
^bb0(%a: i64):
  "std.return"() : () -> ()
}) {sym_name = 1, type = (i32) -> ()} : () -> ()

// -----

// expected-error@+1 {{'module' op region should have no arguments}}
"module"() ({
^bb0(%a : i32):
  func @x() { return }
  func @x() { return }
}) : () -> ()

// -----

// expected-error@+1 {{'module' op region should have no arguments}}
"module"() ({
^bb0(%a : i32):
  "foo.op"() : () -> ()
}) {sym_visibility = "bad"} : () -> ()

// -----

%x = "foo.v"() : () -> i32
"module"() ({
^bb0(%a : i32):
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%x) : (i32) -> ()
}) : () -> ()
// expected-note@-5 {{required by region isolation constraints}}
