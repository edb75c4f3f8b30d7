// memref.subview verifier errors (offset/size/stride lists, inferred and rank-reduced result types).
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @memspace(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, 3>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, 3>
  return
}

// -----

func @not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32>
  return
}

// -----

func @layout_mismatch(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>' or a rank-reduced version. (mismatch of result affine map) inferred type: (d0, d1) -> (d0 * 16 + d1)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func @rank_too_large(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32>
  return
}

// -----

func @elem_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x3xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [4, 3] [1, 1] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @rank_reduced_sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<3xf32>
  return
}

// -----

func @rank_reduced_layout(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>' or a rank-reduced version. (mismatch of result affine map) inferred type: (d0) -> (d0)}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, affine_map<(d0) -> (d0 + 4)>>
  return
}

// -----

func @offsets_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func @strides_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func @too_many(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected <= 2 offset values}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 4] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func @dynamic_count(%m: memref<8x16xf32>, %i : index) {
  // expected-error @+1 {{expected 0 dynamic offset values}}
  %0 = "memref.subview"(%m, %i) {operand_segment_sizes = dense<[1, 1, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [4, 4], static_strides = [1, 1]} : (memref<8x16xf32>, index) -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @dynamic_size_count(%m: memref<8x16xf32>, %i : index) {
  // expected-error @+1 {{expected 1 dynamic size values}}
  %0 = "memref.subview"(%m) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [4, -1], static_strides = [1, 1]} : (memref<8x16xf32>) -> memref<4x?xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @not_integer(%m: memref<8x16xf32>) {
  // expected-error @+2 {{custom op 'memref.subview' invalid kind of attribute specified}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 1.0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
