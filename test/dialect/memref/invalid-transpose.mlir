// memref.transpose verifier errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @not_perm(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @perm_rank(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @result_type(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op output type 'memref<?x?xf32>' does not match transposed input type 'memref<?x?xf32>', 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @identity_perm(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op output type 'memref<2x3xf32>' does not match transposed input type 'memref<2x3xf32>', 'memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 3 + d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32>
  return
}

// -----

func @not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32>
  return
}

// -----

func @missing_perm(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %0 = "memref.transpose"(%m) : (memref<4x4xf32>) -> memref<4x4xf32>
  return
}

// -----

func @bad_map(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected '(' at start of dimensional identifiers list}}
  %0 = memref.transpose %m i -> j : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func @perm_symbols(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j)[s0] -> (j, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func @undeclared(%m: memref<4x4xf32>) {
  // expected-error @+1 {{use of undeclared identifier}}
  %0 = memref.transpose %m (i, j) -> (j, k) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func @unclosed(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected ',' or ')'}}
  %0 = memref.transpose %m (i, j -> (j, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func @no_arrow(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected '->' or ':'}}
  %0 = memref.transpose %m (i, j) (j, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func @non_affine(%m: memref<4x4xf32>) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = memref.transpose %m (i, j) -> (j * i, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}
