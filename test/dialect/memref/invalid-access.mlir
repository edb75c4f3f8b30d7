// Verifier rules of memref.load / store / dim / prefetch / assume_alignment.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----
func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----
func @load_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%m) : (memref<*xf32>) -> f32
  return
}

// -----
func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----
func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----
func @store_type(%m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%n, %m) : (i32, memref<4xf32>) -> ()
  return
}

// -----
func @dim_tensor(%t: tensor<?xf32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or memref of any type values, but got 'tensor<?xf32>'}}
  %0 = memref.dim %t, %i : tensor<?xf32>
  return
}

// -----
func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----
func @prefetch_indices(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<2>, data : memref<4xf32>
  return
}

// -----
func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rd, locality<2>, data : memref<4xf32>
  return
}

// -----
func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<2>, code : memref<4xf32>
  return
}

// -----
func @align_pow2(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----
func @align_positive(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func @tensor_load_of_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'memref.tensor_load' 'memref' must be unranked.memref of any type values or memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.tensor_load %t : tensor<4xf32>
  return
}

// -----

// assume_alignment infers nothing from its type: the verifier reports.
func @assume_alignment_of_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  memref.assume_alignment %t, 16 : tensor<4xf32>
  return
}
