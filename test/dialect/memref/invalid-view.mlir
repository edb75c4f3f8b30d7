// memref.view verifier and parser errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @not_i8(%buf: memref<2048xf32>, %o: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %buf[%o][] : memref<2048xf32> to memref<4xf32>
  return
}

// -----

func @base_map(%buf: memref<2048xi8, affine_map<(d0) -> (d0 + 1)>>, %o: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 + 1)>>'}}
  %0 = memref.view %buf[%o][] : memref<2048xi8, affine_map<(d0) -> (d0 + 1)>> to memref<4xf32>
  return
}

// -----

func @result_map(%buf: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, affine_map<(d0) -> (d0 + 1)>>'}}
  %0 = memref.view %buf[%o][] : memref<2048xi8> to memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  return
}

// -----

func @memspace(%buf: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 2>'}}
  %0 = memref.view %buf[%o][] : memref<2048xi8> to memref<4xf32, 2>
  return
}

// -----

func @num_sizes(%buf: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{incorrect number of size operands for type 'memref<?x?xf32>'}}
  %0 = memref.view %buf[%o][%o] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func @two_offsets(%buf: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{custom op 'memref.view' expects 1 offset operand}}
  %0 = memref.view %buf[%o, %o][] : memref<2048xi8> to memref<?xf32>
  return
}

// -----

func @no_offset(%buf: memref<2048xi8>) {
  // expected-error @+1 {{'memref.view' op expected 2 or more operands}}
  %0 = "memref.view"(%buf) : (memref<2048xi8>) -> memref<4xf32>
  return
}

// -----

func @tensor_result(%buf: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{'memref.view' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.view %buf[%o][] : memref<2048xi8> to tensor<4xf32>
  return
}

// -----

func @size_not_index(%buf: memref<2048xi8>, %o: index, %i: i32) {
  // expected-error @+1 {{'memref.view' op operand #2 must be index, but got 'i32'}}
  %0 = "memref.view"(%buf, %o, %i) : (memref<2048xi8>, index, i32) -> memref<?xf32>
  return
}
