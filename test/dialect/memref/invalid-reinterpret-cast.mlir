// memref.reinterpret_cast verifier errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @memspace(%m: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<4x4xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, 2>
  return
}

// -----

func @elem(%m: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<4x4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xi32>
  return
}

// -----

func @size(%m: memref<*xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of -1 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x?xf32>
  return
}

// -----

func @offset(%m: memref<*xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
  return
}

// -----

func @stride(%m: memref<*xf32>) {
  // expected-error @+1 {{expected result type with stride = 5 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [5, 1] : memref<*xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
  return
}

// -----

func @two_offsets(%m: memref<*xf32>) {
  // expected-error @+1 {{expected <= 1 offset values}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  return
}

// -----

func @strides_rank(%m: memref<*xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  return
}

// -----

func @source_type(%m: tensor<4xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op operand #0 must be unranked.memref of any type values or memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func @missing_keyword(%m: memref<*xf32>) {
  // expected-error @+1 {{expected 'sizes'}}
  %0 = memref.reinterpret_cast %m to offset: [0], size: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return
}
