// Verifier and parse errors of tensor.extract_slice and
// tensor.insert_slice, with MLIR 13's messages (also run through
// mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @sizes_mismatch(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected result type to be 'tensor<2x3xf32>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<6x6xf32> to tensor<3x2xf32>
  return
}

// -----

func @dynamic_vs_static(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected result type to be 'tensor<1x6xf32>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = tensor.extract_slice %t[0, 0] [1, 6] [1, 1] : tensor<6x6xf32> to tensor<?xf32>
  return
}

// -----

func @elem_mismatch(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [1, 6] [1, 1] : tensor<6x6xf32> to tensor<6xf64>
  return
}

// -----

func @rank_too_large(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank.}}
  %0 = tensor.extract_slice %t[0, 0] [1, 6] [1, 1] : tensor<6x6xf32> to tensor<1x1x6xf32>
  return
}

// -----

func @offsets_vs_sizes(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [1, 6] [1, 1] : tensor<6x6xf32> to tensor<6xf32>
  return
}

// -----

func @sizes_vs_strides(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [1, 6] [1] : tensor<6x6xf32> to tensor<6xf32>
  return
}

// -----

func @too_many(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected <= 2 offset values}}
  %0 = tensor.insert_slice %t into %t[0, 0, 0] [1, 6, 6] [1, 1, 1] : tensor<6x6xf32> into tensor<6x6xf32>
  return
}

// -----

func @dynamic_count(%t: tensor<6x6xf32>, %i: index) {
  // expected-error@+1 {{expected 1 dynamic size values}}
  %0 = "tensor.extract_slice"(%t) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [-1, 6], static_strides = [1, 1]} : (tensor<6x6xf32>) -> tensor<?x6xf32>
  return
}

// -----

func @unranked_result(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = tensor.extract_slice %t[0, 0] [6, 6] [1, 1] : tensor<6x6xf32> to tensor<*xf32>
  return
}

// -----

func @insert_result_type(%t: tensor<6x6xf32>, %u: tensor<6x6xf32>) {
  // expected-error@+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%t, %u) {operand_segment_sizes = dense<[1, 1, 0, 0, 0]> : vector<5xi32>, static_offsets = [0, 0], static_sizes = [6, 6], static_strides = [1, 1]} : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<?x6xf32>
  return
}

// -----

func @not_integer(%t: tensor<6x6xf32>) {
  // expected-error@+2 {{custom op 'tensor.extract_slice' invalid kind of attribute specified}}
  // expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, 0] [6, "x"] [1, 1] : tensor<6x6xf32> to tensor<6x6xf32>
  return
}

// -----

func @not_closed(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{expected ']'}}
  %0 = tensor.extract_slice %t[0, 0 [6, 6] [1, 1] : tensor<6x6xf32> to tensor<6x6xf32>
  return
}
