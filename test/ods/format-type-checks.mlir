// Where a declarative format checks types, as upstream 13's generated
// parsers: a `type($operand)` list must match its operands in count, and an
// operand's type constraint is checked while parsing ("custom op ...");
// a result's constraint is left to the verifier ("op result #0 ...").
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @br_short_type_list(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'std.br' 2 operands present, but expected 1}}
  br ^bb1(%a, %b : i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

func @br_long_type_list(%a: i32) {
  // expected-error@+1 {{custom op 'std.br' 1 operands present, but expected 2}}
  br ^bb1(%a : i32, i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

func @cond_br_short(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'std.cond_br' 2 operands present, but expected 1}}
  cond_br %c, ^bb1(%a, %a : i32), ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

func @alloc_result(%a: i32) {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'i32'}}
  %0 = memref.alloc() : i32
  return
}

// -----

func @alloca_result(%a: i32) {
  // expected-error@+1 {{'memref.alloca' op result #0 must be memref of any type values, but got 'i32'}}
  %0 = memref.alloca() : i32
  return
}

// -----

func @load_operand(%a: i32) {
  // expected-error@+1 {{custom op 'memref.load' 'memref' must be memref of any type values, but got 'i32'}}
  %0 = memref.load %a[] : i32
  return
}

// -----

// A variadic group whose one type is inferred (SameOperandsAndResultType)
// still takes it for every operand.
func @inferred(%a: i32, %b: i32) -> i32 {
  %0 = addi %a, %b : i32
  return %0 : i32
}
