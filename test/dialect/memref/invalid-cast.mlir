// Verifier rules of memref.cast / buffer_cast / tensor_load / tensor_store / copy.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op requires the same shape for all operands and results}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----
func @elem(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----
func @space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----
func @unranked_both(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----
func @strides(%m: memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1)>>) {
  // expected-error@+1 {{are cast incompatible}}
  %0 = memref.cast %m : memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1)>> to memref<4x16xf32>
  return
}

// -----
func @tensor_load(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.tensor_load' op failed to verify that result type matches tensor equivalent of 'memref'}}
  %0 = "memref.tensor_load"(%m) : (memref<4xf32>) -> tensor<*xf32>
  return
}

// -----
func @tensor_load_elem(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.tensor_load' op requires the same element type for all operands and results}}
  %0 = "memref.tensor_load"(%m) : (memref<4xf32>) -> tensor<4xi32>
  return
}

// -----
func @buffer_cast(%t: tensor<*xf32>) {
  // expected-error@+1 {{'memref.buffer_cast' op failed to verify that type of 'tensor' is the tensor equivalent of 'memref'}}
  %0 = "memref.buffer_cast"(%t) : (tensor<*xf32>) -> memref<4xf32>
  return
}

// -----
func @tensor_store(%t: tensor<4xf32>, %m: memref<*xf32>) {
  // expected-error@+1 {{'memref.tensor_store' op failed to verify that type of 'value' matches tensor equivalent of 'memref'}}
  "memref.tensor_store"(%t, %m) : (tensor<4xf32>, memref<*xf32>) -> ()
  return
}

// -----
func @copy_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----
func @copy_elem(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}
