// builtin.func parse and verification errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'func' op symbol declaration cannot have public visibility}}
func @public_decl(i32)

// -----
// expected-error@+1 {{'func' op symbol declaration cannot have public visibility}}
func public @explicit_public_decl()

// -----
// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func no_at()

// -----
// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func wrong @f()

// -----
// expected-error@+1 {{expected SSA identifier}}
func private @f(%a: i32, i32)

// -----
// expected-error@+1 {{expected type instead of SSA identifier}}
func private @f(i32, %a: i32)

// -----
// expected-error@+1 {{expected ':'}}
func private @f(%a)

// -----
// expected-error@+1 {{expected non-empty function body}}
func @f(i32) {
}

// -----
// expected-error@+1 {{'func' op entry block must have 1 arguments to match function signature}}
func @f(i32) {
  "test.return"() : () -> ()
}

// -----
// expected-error@+1 {{'func' op entry block must have 1 arguments to match function signature}}
"func"() ({
^bb0(%b: i64, %c: i32):
  "test.return"() : () -> ()
}) {sym_name = "f", type = (i32) -> ()} : () -> ()

// -----
// expected-error@+1 {{'func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func"() ({
^bb0(%b: i64):
  "test.return"() : () -> ()
}) {sym_name = "f", type = (i32) -> ()} : () -> ()

// -----
// expected-error@+1 {{'func' op requires 'type' attribute of function type}}
"func"() ({
}) {sym_name = "f", type = i32} : () -> ()

// -----
// expected-error@+1 {{'func' op requires a type attribute 'type'}}
"func"() ({
}) {sym_name = "f"} : () -> ()

// -----
// expected-error@+1 {{'func' op requires string attribute 'sym_name'}}
"func"() ({
}) {type = () -> ()} : () -> ()

// -----
// expected-error@+1 {{'func' op requires string attribute 'sym_name'}}
"func"() ({
}) {sym_name = 3, type = () -> ()} : () -> ()

// -----
// expected-error@+1 {{'func' op expects argument attribute array `arg_attrs` to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func"() ({
}) {sym_name = "f", type = (i32) -> (), arg_attrs = [{}, {}], sym_visibility = "private"} : () -> ()

// -----
// expected-error@+1 {{'func' op expects argument attribute dictionary to be a DictionaryAttr, but got `1 : i64`}}
"func"() ({
}) {sym_name = "f", type = (i32) -> (), arg_attrs = [1], sym_visibility = "private"} : () -> ()

// -----
// expected-error@+1 {{'func' op expects result attribute array `res_attrs` to have the same number of elements as the number of function results, got 2, but expected 1}}
"func"() ({
}) {sym_name = "f", type = () -> (i32), res_attrs = [{}, {}], sym_visibility = "private"} : () -> ()

// -----
// expected-error@+1 {{'func' op expects result attribute dictionary to be a DictionaryAttr, but got `3 : i64`}}
"func"() ({
}) {sym_name = "f", type = () -> (i32), res_attrs = [3], sym_visibility = "private"} : () -> ()

// -----
// expected-error@+1 {{'func' op arguments may only have dialect attributes}}
func private @f(i32 {nodialect = 1})

// -----
// expected-error@+1 {{'func' op results may only have dialect attributes}}
func private @f() -> (i32 {nodialect})

// -----
// expected-error@+1 {{'func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func"() ({
}) {sym_name = "f", type = () -> (i32), sym_visibility = "foo"} : () -> ()

// -----
// expected-error@+1 {{'func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64}}
"func"() ({
}) {sym_name = "f", type = () -> (i32), sym_visibility = 1} : () -> ()

// -----
// expected-error@+1 {{'func' op requires one region}}
"func"() ({
}, {}) {sym_name = "f", type = (i32) -> (), sym_visibility = "private"} : () -> ()

// -----
// expected-error@+1 {{'func' op requires zero results}}
%0 = "func"() ({
}) {sym_name = "f", type = () -> (), sym_visibility = "private"} : () -> (i32)

// -----
// expected-error@+1 {{expected '{' in attribute dictionary}}
func private @f(%a: i32) attributes 3

// -----
// expected-error@+1 {{custom op 'func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func private @f() attributes {sym_name = "g"}

// -----
// expected-error@+1 {{custom op 'func' 'type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func private @f() attributes {type = i32}

// -----
// expected-error@+1 {{custom op 'func' 'sym_visibility' is an inferred attribute}}
func @f() attributes {sym_visibility = "private"}

// -----
// expected-error@+1 {{custom op 'func' expected valid '@'-identifier for symbol name}}
func private "f"()

// -----
// expected-error@+1 {{custom op 'func' expected SSA identifier}}
func @f(%a: i32, f32)

// -----
// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
func private @f() attributes {a = 1, a = 2}
