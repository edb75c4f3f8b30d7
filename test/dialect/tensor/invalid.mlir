// Every verifier and parse error of cmlir's tensor subset, with MLIR 13's
// messages (also run through mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @cast_shape(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func @cast_elem(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func @cast_rank(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x?xf32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<4x?xf32>
  return
}

// -----

func @cast_memref(%t: memref<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'memref<4xf32>' and result type 'tensor<4xf32>' are cast incompatible}}
  %c = tensor.cast %t : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func @cast_scalar(%t: f32) {
  // expected-error@+1 {{'tensor.cast' op operand type 'f32' and result type 'tensor<4xf32>' are cast incompatible}}
  %c = "tensor.cast"(%t) : (f32) -> tensor<4xf32>
  return
}

// -----

func @cast_two(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op requires a single operand}}
  %c = "tensor.cast"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func @cast_to(%t: tensor<4xf32>) {
  %c = tensor.cast %t : tensor<4xf32>
  // expected-error@+1 {{custom op 'tensor.cast' expected 'to'}}
  return
}

// -----

func @dim_range(%t: tensor<4xf32>) {
  %c1 = constant 1 : index
  // expected-error@+1 {{'tensor.dim' op index is out of range}}
  %c = tensor.dim %t, %c1 : tensor<4xf32>
  return
}

// -----

func @dim_memref(%t: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %c = tensor.dim %t, %i : memref<4xf32>
  return
}

// -----

func @dim_index(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.dim' op operand #1 must be index, but got 'tensor<4xf32>'}}
  %c = "tensor.dim"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> index
  return
}

// -----

func @dim_result(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i32'}}
  %c = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func @extract_count(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %c = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func @extract_result(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %c = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func @extract_index(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.extract' op operand #1 must be index, but got 'tensor<4xf32>'}}
  %c = "tensor.extract"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> f32
  return
}

// -----

func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' 'tensor' must be tensor of any type values, but got 'f32'}}
  %c = tensor.extract %t[%i] : f32
  return
}

// -----

// Unranked tensors: any index and any cast between compatible types.
func @unranked(%t: tensor<*xf32>, %i: index) {
  %c5 = constant 5 : index
  %0 = tensor.extract %t[%i, %i, %i] : tensor<*xf32>
  %1 = tensor.dim %t, %c5 : tensor<*xf32>
  %2 = tensor.cast %t : tensor<*xf32> to tensor<*xf32>
  %3 = tensor.cast %t : tensor<*xf32> to tensor<?x3xf32>
  return
}
