// Verifier and parse errors of vector.shuffle, shape_cast, bitcast,
// transpose, reshape, extract_strided_slice, insert_strided_slice,
// extract_map, insert_map, create_mask and constant_mask, with MLIR 13's
// messages (also run through mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @sh1(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shuffle' invalid mask length}}
  %0 = vector.shuffle %a, %a [] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @sh2(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shuffle' missing mask attribute}}
  %0 = vector.shuffle %a, %a @m : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @sh3(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shuffle' invalid kind of type specified}}
  %0 = vector.shuffle %a, %a [0] : f32, vector<4xf32>
  return
}

// -----

func @sh4(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func @sh5(%a: vector<2x4xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x4xf32>, vector<2x3xf32>
  return
}

// -----

func @sh6(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #3 out of range}}
  %0 = vector.shuffle %a, %a [0, 7, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @sh7(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %a) {mask = [0, 1]} : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func @sh8(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4xi32>
  return
}

// -----

func @sh9(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = vector.shuffle %a, %a [-1] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @sc1(%a: vector<4x6xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %a : vector<4x6xf32> to vector<24xi32>
  return
}

// -----

func @sc2(%a: vector<4x6xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %a : vector<4x6xf32> to vector<25xf32>
  return
}

// -----

func @sc3(%a: vector<4x6xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %a : vector<4x6xf32> to vector<3x2x4xf32>
  return
}

// -----

func @sc4(%a: vector<2x3x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<3x8xf32>
  return
}

// -----

func @sc5(%a: f32) {
  // expected-error@+1 {{'vector.shape_cast' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = vector.shape_cast %a : f32 to vector<1xf32>
  return
}

// -----

func @bc1(%a: vector<2x4xi8>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %a : vector<2x4xi8> to vector<2xi32>
  return
}

// -----

func @bc2(%a: vector<2x4xi8>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %a : vector<2x4xi8> to vector<1x8xi8>
  return
}

// -----

func @bc3(%a: vector<2x4xi8>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<2x4xi8> to vector<2x3xi16>
  return
}

// -----

func @tr1(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 3}}
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2x1xf32>
  return
}

// -----

func @tr2(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %a, [1] : vector<2x3xf32> to vector<3x2xf32>
  return
}

// -----

func @tr3(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: -1}}
  %0 = vector.transpose %a, [-1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return
}

// -----

func @tr4(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %a, [1, 1] : vector<2x3xf32> to vector<3x3xf32>
  return
}

// -----

func @tr5(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func @tr6(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op attribute 'transp' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.transpose %a, [1 : i32, 0 : i32] : vector<2x3xf32> to vector<3x2xf32>
  return
}

// -----

func @rs1(%a: vector<2x3x4xf32>, %i: index) {
  // expected-error@+1 {{invalid input shape for vector type 'vector<2x3x4xf32>'}}
  %0 = vector.reshape %a, [%i], [%i], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  return
}

// -----

func @rs2(%a: vector<2x3x4xf32>, %i: index) {
  // expected-error@+1 {{invalid output shape for vector type 'vector<6x4xf32>'}}
  %0 = vector.reshape %a, [%i, %i], [%i, %i], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  return
}

// -----

func @rs3(%a: vector<2x3x4xf32>, %i: index) {
  // expected-error@+1 {{fixed vector size must match input vector for dim 0}}
  %0 = vector.reshape %a, [%i, %i], [%i], [5] : vector<2x3x4xf32> to vector<6x5xf32>
  return
}

// -----

func @rs4(%a: vector<2x3x4xf32>, %i: index) {
  // expected-error@+1 {{fixed vector size must match output vector for dim 0}}
  %0 = vector.reshape %a, [%i, %i], [%i], [4] : vector<2x3x4xf32> to vector<6x8xf32>
  return
}

// -----

func @rs5(%a: vector<2x3x4xf32>) {
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  // expected-error@+1 {{product of input and output shape sizes must match}}
  %0 = vector.reshape %a, [%c2, %c3], [%c7], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  return
}

// -----

func @rs6(%a: vector<2x3x4xf32>, %i: index) {
  // expected-error@+1 {{'vector.reshape' op requires attribute 'fixed_vector_sizes'}}
  %0 = "vector.reshape"(%a, %i, %i, %i) {operand_segment_sizes = dense<[1, 2, 1]> : vector<3xi32>} : (vector<2x3x4xf32>, index, index, index) -> vector<6x4xf32>
  return
}

// -----

func @es1(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func @es2(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank smaller than vector rank}}
  %0 = vector.extract_strided_slice %a {offsets = [0, 0, 0], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<1x1xf32>
  return
}

// -----

func @es3(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %0 = vector.extract_strided_slice %a {offsets = [0, 8], sizes = [1, 1], strides = [1, 1]} : vector<4x8xf32> to vector<1x1xf32>
  return
}

// -----

func @es4(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [0], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func @es5(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @es6(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 9)}}
  %0 = vector.extract_strided_slice %a {offsets = [1, 4], sizes = [2, 5], strides = [1, 1]} : vector<4x8xf32> to vector<2x5xf32>
  return
}

// -----

func @es7(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func @es8(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op requires attribute 'sizes'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func @is1(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func @is2(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func @is3(%a: vector<2x2x2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x8xf32>
  return
}

// -----

func @is4(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [4, 0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func @is5(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [3, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func @is6(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [3, 0], strides = [0]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func @is7(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.insert_strided_slice"(%a, %b) {offsets = [3, 0], strides = [1]} : (vector<2xf32>, vector<4x8xf32>) -> vector<4x9xf32>
  return
}

// -----

func @mp1(%a: vector<32xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract_map' op expected source and destination vectors of same rank}}
  %0 = vector.extract_map %a[%i] : vector<32xf32> to vector<2x1xf32>
  return
}

// -----

func @mp2(%a: vector<32xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract_map' op source vector dimensions must be a multiple of destination vector dimensions}}
  %0 = vector.extract_map %a[%i] : vector<32xf32> to vector<5xf32>
  return
}

// -----

func @mp3(%a: vector<32x4xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract_map' op expected number of ids must match the number of dimensions distributed}}
  %0 = vector.extract_map %a[%i] : vector<32x4xf32> to vector<4x2xf32>
  return
}

// -----

func @mp4(%a: vector<2x2xf32>, %b: vector<32xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert_map' op expected source and destination vectors of same rank}}
  %0 = vector.insert_map %a, %b[%i] : vector<2x2xf32> into vector<32xf32>
  return
}

// -----

func @mp5(%a: vector<3xf32>, %b: vector<32xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert_map' op destination vector size must be a multiple of source vector size}}
  %0 = vector.insert_map %a, %b[%i] : vector<3xf32> into vector<32xf32>
  return
}

// -----

func @mp6(%a: vector<4xf32>, %b: vector<32xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert_map' op expected number of ids must match the number of dimensions distributed}}
  %0 = vector.insert_map %a, %b[%i, %i] : vector<4xf32> into vector<32xf32>
  return
}

// -----

func @cm1() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x3xi1>
  return
}

// -----

func @cm2() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [2, 4] : vector<4x3xi1>
  return
}

// -----

func @cm3() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func @cm4() {
  // expected-error@+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.constant_mask [2] : vector<4xi8>
  return
}

// -----

func @cm5(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}
