// An attribute given twice to a custom-form op (by its parser and by the
// attribute dictionary) is reported at the op name after the whole op,
// body included, was parsed (upstream's CustomOpAsmParser::parseOperation).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{custom op 'func' attribute 'arg_attrs' occurs more than once in the attribute list}}
func @f(%a: i32 {t.x}) attributes {arg_attrs = [{}]} {
  return
}

// -----
// expected-error@+1 {{custom op 'func' attribute 'res_attrs' occurs more than once in the attribute list}}
func @g() -> (i32 {t.x}) attributes {res_attrs = [{}]}

// -----
// expected-error@+1 {{custom op 'func' attribute 'arg_attrs' occurs more than once in the attribute list}}
func @h(%a: i32 {t.x}) -> (i32 {t.y}) attributes {res_attrs = [{}], arg_attrs = [{}]}

// -----
// expected-error@+1 {{custom op 'module' attribute 'sym_name' occurs more than once in the attribute list}}
module @a attributes {sym_name = "b"} {
}

// -----
// The body is parsed before the check.
module @a attributes {sym_name = "b"} {
  // expected-error@+1 {{expected non-function type}}
  "t.op"() : () -> (,)
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'std.constant' attribute 'value' occurs more than once in the attribute list}}
  %0 = constant {value = 1 : i32} 1 : i32
  return
}
