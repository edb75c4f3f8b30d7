// Verifier and parser errors of std.select, std.splat and std.rank.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
func @select_cond_int(%a: i32) {
  // expected-error @+1 {{'std.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "std.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'std.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "std.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func @select_result(%c: i1, %a: i32) {
  // expected-error @+1 {{'std.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "std.select"(%c, %a, %a) : (i1, i32, i32) -> i64
  return
}

// -----

func @select_vector_cond_scalar(%c: vector<4xi1>, %a: i32) {
  // expected-error @+1 {{'std.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "std.select"(%c, %a, %a) : (vector<4xi1>, i32, i32) -> i32
  return
}

// -----

func @select_cond_shape(%c: vector<4xi1>, %t: tensor<4xi32>) {
  // expected-error @+1 {{'std.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "std.select"(%c, %t, %t) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func @select_memref_mask(%c: i1, %m: memref<4xi1>, %a: memref<4xf32>) {
  // expected-error @+1 {{'std.select' op operand #0 must be bool-like, but got 'memref<4xi1>'}}
  %0 = "std.select"(%m, %a, %a) : (memref<4xi1>, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func @select_count(%a: i32) {
  // expected-error @+1 {{custom op 'std.select' expected 3 operands}}
  %0 = select %a, %a : i32
  return
}

// -----

func @splat_elem(%a: i32) {
  // expected-error @+1 {{'std.splat' op failed to verify that operand type matches element type of result}}
  %0 = "std.splat"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func @splat_dynamic(%a: i32) {
  // expected-error @+1 {{'std.splat' op result #0 must be vector of any type values or statically shaped tensor of any type values, but got 'tensor<?xi32>'}}
  %0 = "std.splat"(%a) : (i32) -> tensor<?xi32>
  return
}

// -----

func @splat_memref(%a: i32) {
  // expected-error @+1 {{'std.splat' op result #0 must be vector of any type values or statically shaped tensor of any type values, but got 'memref<4xi32>'}}
  %0 = "std.splat"(%a) : (i32) -> memref<4xi32>
  return
}

// -----

func @splat_scalar(%a: i32) {
  // expected-error @+1 {{custom op 'std.splat' 'aggregate' must be vector of any type values or statically shaped tensor of any type values, but got 'i32'}}
  %0 = splat %a : i32
  return
}

// -----

func @rank_scalar(%a: i32) {
  // expected-error @+1 {{'std.rank' op operand #0 must be any memref or tensor type, but got 'i32'}}
  %0 = "std.rank"(%a) : (i32) -> index
  return
}

// -----

func @rank_vector(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.rank' op operand #0 must be any memref or tensor type, but got 'vector<4xi32>'}}
  %0 = rank %v : vector<4xi32>
  return
}

// -----

func @rank_result(%t: tensor<4xi32>) {
  // expected-error @+1 {{'std.rank' op result #0 must be index, but got 'i32'}}
  %0 = "std.rank"(%t) : (tensor<4xi32>) -> i32
  return
}

// -----

func @select_leading_comma(%c: i1, %v: i32) {
  // expected-error@+1 {{custom op 'std.select' invalid operand}}
  %1 = select , %c, %v, %v : i32
  return
}
