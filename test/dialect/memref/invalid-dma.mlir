// Verifier rules of memref.dma_start / dma_wait.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @few(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m) : (memref<4xf32>) -> ()
  return
}

// -----
func @src_not_memref(%i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %i, %i) : (index, index, index, index) -> ()
  return
}

// -----
func @num_elements(%m: memref<f32>, %t: memref<i32>, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %m, %f, %t) : (memref<f32>, memref<f32>, f32, memref<i32>) -> ()
  return
}

// -----
func @operand_count(%m: memref<f32>, %t: memref<i32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %m, %i, %t, %i) : (memref<f32>, memref<f32>, index, memref<i32>, index) -> ()
  return
}

// -----
func @wait_few(%t: memref<i32>) {
  // expected-error@+1 {{'memref.dma_wait' op expected at least 2 operands}}
  "memref.dma_wait"(%t) : (memref<i32>) -> ()
  return
}

// -----
func @wait_tag(%i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tag to be of memref type}}
  "memref.dma_wait"(%i, %i) : (index, index) -> ()
  return
}

// -----
func @wait_rank(%t: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected 3 operands}}
  "memref.dma_wait"(%t, %i) : (memref<4xi32>, index) -> ()
  return
}

// -----
func @wait_num(%t: memref<i32>, %f: f32) {
  // expected-error@+1 {{'memref.dma_wait' op expected the number of elements to be of index type}}
  "memref.dma_wait"(%t, %f) : (memref<i32>, f32) -> ()
  return
}
