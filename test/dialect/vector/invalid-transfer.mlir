// Verifier and parse errors of vector.transfer_read / transfer_write,
// load / store and the masked memory ops, type_cast, with MLIR 13's
// messages (also run through mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @r1(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>, vector<4xf32>
  return
}

// -----

func @r2(%m: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @r3(%m: tensor<*xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %f : tensor<*xf32>, vector<4xf32>
  return
}

// -----

func @r4(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, tensor<4xf32>
  return
}

// -----

func @r5(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r6(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func @r7(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1, d2) -> (d2)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r8(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r9(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r10(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (1)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r11(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @r12(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the optional in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)>}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true, false]} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @r13(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [false, false]} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @r14(%m: memref<?xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %f) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, permutation_map = affine_map<(d0) -> (d0)>} : (memref<?xi32>, index, f32) -> vector<4xi32>
  return
}

// -----

func @r15(%m: memref<?xvector<4xf32>>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %f) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, permutation_map = affine_map<(d0) -> (d0)>} : (memref<?xvector<4xf32>>, index, f32) -> vector<2x4xf32>
  return
}

// -----

func @r16(%m: memref<?xvector<3xf32>>, %i: index, %p: vector<3xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<3xf32>>, vector<2x4xf32>
  return
}

// -----

func @r17(%m: memref<?xi32>, %i: index, %p: i32) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %p) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, permutation_map = affine_map<(d0) -> (d0)>} : (memref<?xi32>, index, i32) -> vector<3xi8>
  return
}

// -----

func @r18(%m: memref<?xvector<2x4xf32>>, %i: index, %p: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<2x4xf32>>, vector<8xf32>
  return
}

// -----

func @r19(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<2x4xf32>
  return
}

// -----

func @r20(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %k = constant dense<true> : vector<4x4xi1>
  // 13 does not check the type of a mask given in the generic form
  %0 = "vector.transfer_read"(%m, %i, %i, %f, %k) {operand_segment_sizes = dense<[1, 2, 1, 1]> : vector<4xi32>, permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : (memref<?x?xf32>, index, index, f32, vector<4x4xi1>) -> vector<4x4xf32>
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %1 = vector.transfer_read %m[%i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @r21(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-note@+1 {{prior use here}}
  %k = constant dense<true> : vector<4x4xi1>
  // expected-error@+1 {{use of value '%k' expects different type than prior uses: 'vector<4xi1>' vs 'vector<4x4xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %f, %k {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @r22(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  %0 = vector.transfer_read %m[%i], %f {masked = [false]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func @r23(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = vector.transfer_read %m[%i], %f {in_bounds = [1]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func @r24(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires valid padding vector elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %m) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, permutation_map = affine_map<(d0) -> (d0)>} : (memref<?xf32>, index, memref<?xf32>) -> vector<4xf32>
  return
}

// -----

func @w1(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>
  return
}

// -----

func @w2(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i, %i] : memref<?x?xf32>, memref<?x?xf32>
  return
}

// -----

func @w3(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, f32
  return
}

// -----

func @w4(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func @w5(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i, %i, %i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func @w6(%m: tensor<?x?xf32>, %i: index, %v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : vector<4x4xf32>, tensor<?x?xf32>
  return
}

// -----

func @w7(%m: tensor<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "vector.transfer_write"(%v, %m, %i, %i) {operand_segment_sizes = dense<[1, 1, 2, 0]> : vector<4xi32>, permutation_map = affine_map<(d0, d1) -> (d1)>} : (vector<4xf32>, tensor<?x?xf32>, index, index) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return
}

// -----

func @w8(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{expected 5 operand types but had 4}}
  "vector.transfer_write"(%v, %m, %i, %i, %i) {permutation_map = affine_map<(d0, d1) -> (d1)>} : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
  return
}

// -----

func @w9(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires attribute 'permutation_map'}}
  "vector.transfer_write"(%v, %m, %i, %i) {operand_segment_sizes = dense<[1, 1, 2, 0]> : vector<4xi32>} : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
  return
}

// -----

func @l1(%m: memref<?x?xf32, offset: 0, strides: [?, 2]>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, offset: 0, strides: [?, 2]>, vector<4xf32>
  return
}

// -----

func @l2(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func @l3(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xf16>
  return
}

// -----

func @l4(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 1 indices}}
  %0 = vector.load %m[%i, %i] : memref<?xf32>, vector<8xf32>
  return
}

// -----

func @l5(%m: tensor<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  %0 = vector.load %m[%i] : tensor<?xf32>, vector<8xf32>
  return
}

// -----

func @s1(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func @s2(%m: memref<?xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func @ml1(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xi32>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func @ml2(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[%i, %i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @ml3(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @ml4(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf16>) {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf16> into vector<8xf32>
  return
}

// -----

func @ml5(%m: memref<?xf32>, %i: index, %k: vector<2x8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x8xi1>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<2x8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @ms1(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func @ms2(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xi8>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xi8>
  return
}

// -----

func @ms3(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @g1(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @g2(%m: memref<?xf32>, %i: index, %x: vector<8xf32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @g3(%m: memref<?xf32>, %i: index, %x: vector<8xindex>, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<8xindex>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func @g4(%m: memref<?xf32>, %i: index, %x: vector<4xindex>, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<4xindex>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @g5(%m: memref<?xf32>, %i: index, %x: vector<8xindex>, %k: vector<8xi1>, %p: vector<8xf16>) {
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf16> into vector<8xf32>
  return
}

// -----

func @t1(%m: memref<4x8xf32, offset: 3, strides: [8, 1]>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with no layout}}
  %0 = vector.type_cast %m : memref<4x8xf32, offset: 3, strides: [8, 1]> to memref<vector<4x8xf32>>
  return
}

// -----

func @t2(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result to be a memref with no layout}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<4xvector<8xf32>, offset: 2, strides: [1]>
  return
}

// -----

func @t3(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, 1>
  return
}

// -----

func @t4(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xi32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xi32>>
  return
}

// -----

func @t5(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<8x4xf32>>
  return
}

// -----

func @t6(%m: memref<?x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'}}
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<4x8xf32>>
  return
}

