// ODS format: a non-variadic `$successor` parses exactly one `^bb` (std.cond_br
// is parsed by its declarative format, no hand-written parser).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @extra_successor(%c: i1) {
  // expected-error@+1 {{expected operation name in quotes}}
  cond_br %c, ^bb1, ^bb2, ^bb1
^bb1:
  return
^bb2:
  return
}

// -----
func @missing_comma(%c: i1) {
  // expected-error@+1 {{expected ','}}
  cond_br %c, ^bb1 ^bb2
^bb1:
  return
^bb2:
  return
}

// -----
func @missing_false_dest(%c: i1) {
  cond_br %c, ^bb1
// expected-error@+1 {{expected ','}}
^bb1:
  return
}

// -----
func @missing_true_dest(%c: i1) {
  // expected-error@+1 {{expected block name}}
  cond_br %c, , ^bb1
^bb1:
  return
}

// -----
func @operands_without_types(%c: i1, %x: i32) {
  // expected-error@+1 {{expected ':'}}
  cond_br %c, ^bb1(%x), ^bb2
^bb1(%a: i32):
  return
^bb2:
  return
}

// -----
// expected-note@+1 {{prior use here}}
func @wrong_operand_type(%c: i1, %x: i32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  cond_br %c, ^bb1(%x : i64), ^bb2
^bb1(%a: i64):
  return
^bb2:
  return
}
