// std.switch case values as upstream 13 reads them (into a uint64_t: up to
// 2^64-1, negative numbers of at most 16 digits, stored in the flag's
// width), and flags of float or index type, which parse and then fail the
// verifier.  Output and errors must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file %s > %t.out.ours 2> %t.err.ours
// RUN: not %upstream_opt -split-input-file %s > %t.out.up 2> %t.err.up
// RUN: diff %t.out.ours %t.out.up
// RUN: diff %t.err.ours %t.err.up

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    18446744073709551615: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    18446744073709551615: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    -1234567890123456: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    -1234567890123456: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    -12345678901234567: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    -12345678901234567: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    -9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    -9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: i8) {
  switch %a : i8, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: f32) {
  switch %a : f32, [
    default: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: f32) {
  switch %a : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func @f(%a: index) {
  switch %a : index, [
    default: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}
