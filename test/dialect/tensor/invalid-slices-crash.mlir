// Slices that mlir-opt-13 crashes on or reads garbage for (a missing or
// malformed static list or segment attribute; an unranked
// tensor where the interface reads a rank): cmlir reports them.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics

func @missing_attr(%t: tensor<6x6xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op requires attribute 'static_strides'}}
  %0 = "tensor.extract_slice"(%t) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [6, 6]} : (tensor<6x6xf32>) -> tensor<6x6xf32>
  return
}

// -----

func @insert_unranked_dest(%t: tensor<6x6xf32>, %u: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.insert_slice' op operand #1 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.insert_slice"(%t, %u) {operand_segment_sizes = dense<[1, 1, 0, 0, 0]> : vector<5xi32>, static_offsets = [0, 0], static_sizes = [6, 6], static_strides = [1, 1]} : (tensor<6x6xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

func @extract_unranked_source(%t: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = tensor.extract_slice %t[0, 0] [6, 6] [1, 1] : tensor<*xf32> to tensor<6x6xf32>
  return
}

// -----

func @segments(%t: tensor<4xf32>) {
  // expected-error@+1 {{'operand_segment_sizes' attribute for specifying operand segments must have 4 elements, but got 3}}
  %0 = "tensor.extract_slice"(%t) {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, static_offsets = [0], static_sizes = [4], static_strides = [1]} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func @not_i64_array(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op attribute 'static_offsets' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "tensor.extract_slice"(%t) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0.0], static_sizes = [4], static_strides = [1]} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
