// memref.expand_shape / memref.collapse_shape verifier errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @rank_order(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected the type 'memref<4x4xf32>' to have higher rank than the type = 'memref<4x4x4xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<4x4x4xf32>
  return
}

// -----

func @zero_rank(%m: memref<f32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected non-zero memref ranks}}
  %0 = memref.collapse_shape %m [] : memref<f32> into memref<f32>
  return
}

// -----

func @same_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected to collapse or expand dims}}
  %0 = memref.expand_shape %m [[0], [1]] : memref<4x4xf32> into memref<4x4xf32>
  return
}

// -----

func @non_unit(%m: memref<1x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref}}
  %0 = memref.collapse_shape %m [] : memref<1x4xf32> into memref<f32>
  return
}

// -----

func @num_maps(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected rank of the collapsed type(2) to be the number of reassociation maps(1)}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func @map_rank(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected reassociation map #0 of same rank as expanded memref(3), but got 4}}
  %0 = memref.collapse_shape %m [[0, 1], [3]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func @non_contiguous(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected reassociation map #0 to be valid and contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}

// -----

func @overlap(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected reassociation map #1 to be valid and contiguous}}
  %0 = memref.collapse_shape %m [[0, 1], [1, 2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func @gap(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected reassociation map #1 to be valid and contiguous}}
  %0 = memref.collapse_shape %m [[0], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func @static_size(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<5x4xf32>
  return
}

// -----

func @expand_rank(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected the type 'memref<6x4xf32>' to have higher rank than the type = 'memref<2x3x4xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func @two_dynamic(%m: memref<?x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid to have a single dimension (0) expanded into multiple dynamic dims (0,1)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<?x4xf32> into memref<?x?x4xf32>
  return
}

// -----

func @must_be_dynamic(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<6x4xf32> into memref<?x3x4xf32>
  return
}

// -----

func @elem(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32>', but got 'memref<6x4xi32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xi32>
  return
}

// -----

func @strided_layout(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>', but got 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>> into memref<32xf32>
  return
}

// -----

func @strided_offset(%m: memref<4x8x2xf32, affine_map<(d0, d1, d2) -> (d0 * 32 + d1 * 4 + d2 + 3)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 32 + d1 * s0 + 3)>>', but got 'memref<4x16xf32>'}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<4x8x2xf32, affine_map<(d0, d1, d2) -> (d0 * 32 + d1 * 4 + d2 + 3)>> into memref<4x16xf32>
  return
}

// -----

func @not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> into memref<16xf32>
  return
}

// -----

func @zero_rank_elem(%m: memref<1x1xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<f32>', but got 'memref<i32>'}}
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<i32>
  return
}

// -----

func @zero_rank_offset(%m: memref<1x1xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 + 3)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<f32, affine_map<() -> (3)>>', but got 'memref<f32>'}}
  %0 = memref.collapse_shape %m [] : memref<1x1xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 + 3)>> into memref<f32>
  return
}

// -----

func @semi_affine_layout(%m: memref<2x?x3xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 3 + d2)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x3xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>', but got 'memref<?x3xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x?x3xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 3 + d2)>> into memref<?x3xf32>
  return
}

// -----

func @offset_layout(%m: memref<2x3x4xf32, affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2 + 7)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 7)>>', but got 'memref<6x4xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2 + 7)>> into memref<6x4xf32>
  return
}

// -----

// MLIR 13 computes the collapsed size of a dynamic group by multiplying the
// sizes, so a `?` (-1) times 2 prints as -2; the printer shows `?` only for
// the dynamic marker itself.
func @expand_dynamic_group(%m: memref<?x4xf32>) {
  // expected-error@+1 {{expected collapsed type to be 'memref<-2x4xf32>', but got 'memref<?x4xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<?x4xf32> into memref<?x2x4xf32>
  return
}

// -----

func @empty_group(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.expand_shape' expected integer value}}
  %0 = memref.expand_shape %m [[]] : memref<4xf32> into memref<2x2xf32>
  return
}

// -----

func @huge_index(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.expand_shape' integer value too large}}
  %0 = memref.expand_shape %m [[0, 99999999999999999999]] : memref<4xf32> into memref<2x2xf32>
  return
}

// -----

func @missing_comma(%m: memref<2x2xf32>) {
  // expected-error@+1 {{expected ']'}}
  %0 = memref.collapse_shape %m [[0, 1] [2]] : memref<2x2xf32> into memref<4xf32>
  return
}
