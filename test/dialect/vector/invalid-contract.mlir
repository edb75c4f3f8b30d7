// Verifier and parse errors of vector.contract, outerproduct, reduction,
// multi_reduction, fma, matrix_multiply, flat_transpose and the
// #vector.kind attribute, with MLIR 13's messages (also run through
// mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @c1(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c2(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k)[s] -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c3(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c4(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c5(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c6(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c7(%a: vector<4x3xf32>, %b: vector<2x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<2x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c8(%a: vector<2x4x3xf32>, %b: vector<7x3x5xf32>, %c: vector<2x4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4x3xf32>, vector<7x3x5xf32> into vector<2x4x5xf32>
  return
}

// -----

func @c9(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<5x4xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x5xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<5x4xf32>
  return
}

// -----

func @c10(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into f32
  return
}

// -----

func @c11(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<1xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<1xf32>
  return
}

// -----

func @c12(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>, %m: vector<4x3xi1>) {
  // expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c13(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>, %m: vector<4x3xi1>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 2 number of outputs}}
  %1 = "vector.contract"(%a, %b, %c, %m) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>, vector<4x3xi1>) -> vector<4x5xf32>
  // 13 checks the masks only when there are two of them
  %0 = "vector.contract"(%a, %b, %c, %m) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>, vector<4x3xi1>) -> vector<4x5xf32>
  return
}

// -----

func @c14(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>, %m: vector<12xi1>, %n: vector<3x5xi1>) {
  // expected-error@+1 {{'vector.contract' op invalid vector mask rank}}
  %0 = "vector.contract"(%a, %b, %c, %m, %n) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>, vector<12xi1>, vector<3x5xi1>) -> vector<4x5xf32>
  return
}

// -----

func @c15(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<or>} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func @c16(%a: vector<4x3xf32>, %b: vector<3x5xf16>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf16> into vector<4x5xf32>
  return
}

// -----

func @c17(%a: vector<4x3xi32>, %b: vector<3x5xi32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x3xi32>, vector<3x5xi32>, vector<4x5xf32>) -> vector<4x5xi32>
  return
}

// -----

func @c18(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = "add"} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>) -> vector<4x5xf32>
  return
}

// -----

func @c19(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [1, 2, 3], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>) -> vector<4x5xf32>
  return
}

// -----

func @c20(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op requires attribute 'iterator_types'}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]} : (vector<4x3xf32>, vector<3x5xf32>, vector<4x5xf32>) -> vector<4x5xf32>
  return
}

// -----

func @k1(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{Unknown combining kind: minf}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minf>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @k2(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{Unknown attribute type: kinds}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kinds<add>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @k3(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{expected '<'}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @k4(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{expected '>'}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add, mul>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @o1(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @o2(%a: f32, %b: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, vector<4xf32>
  return
}

// -----

func @o3(%a: vector<2x4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<2x4xf32>, vector<4xf32>
  return
}

// -----

func @o4(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func @o5(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<32xf32>
  return
}

// -----

func @o6(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<3x8xf32>
  return
}

// -----

func @o7(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4x7xf32>
  return
}

// -----

func @o8(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, f32) -> vector<4x1xf32>
  return
}

// -----

func @o9(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, f32) -> vector<5xf32>
  return
}

// -----

func @o10(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x9xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) : (vector<4xf32>, vector<8xf32>, vector<4x9xf32>) -> vector<4x8xf32>
  return
}

// -----

func @o11(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @o12(%a: vector<4xf32>, %b: vector<8xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xi32>
  return
}

// -----

func @r1(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{custom op 'vector.reduction' unsupported number of operands}}
  %0 = vector.reduction "add", %v, %f, %f : vector<4xf32> into f32
  return
}

// -----

func @r2(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction "add", %v : vector<2x4xf32> into f32
  return
}

// -----

func @r3(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unknown reduction kind: minf}}
  %0 = vector.reduction "minf", %v : vector<4xf32> into f32
  return
}

// -----

func @r4(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type}}
  %0 = vector.reduction "and", %v : vector<4xf32> into f32
  return
}

// -----

func @r5(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.reduction' op no accumulator for reduction kind: max}}
  %0 = vector.reduction "max", %v, %f : vector<4xf32> into f32
  return
}

// -----

func @r6(%v: vector<4xindex>, %f: index) {
  // expected-error@+1 {{'vector.reduction' op no accumulator for type: 'index'}}
  %0 = vector.reduction "mul", %v, %f : vector<4xindex> into index
  return
}

// -----

func @r7(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op attribute 'kind' failed to satisfy constraint: string attribute}}
  %0 = vector.reduction 1, %v : vector<4xf32> into f32
  return
}

// -----

func @r8(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction "add", %v : vector<4xf32> into f64
  return
}

// -----

func @r9(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xi32>) -> i32
  return
}

// -----

func @m1(%v: vector<2x3xf32>) {
  // expected-error@+1 {{invalid output vector type: 'vector<2x3xf32>' (expected: 'vector<2xf32>')}}
  %0 = vector.multi_reduction #vector.kind<add>, %v [1] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func @m2(%v: vector<2x3xf32>) {
  // expected-error@+1 {{invalid output vector type: 'f32' (expected: 'vector<f32>')}}
  %0 = vector.multi_reduction #vector.kind<add>, %v [0, 1] : vector<2x3xf32> to f32
  return
}

// -----

func @m3(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op requires attribute 'kind'}}
  %0 = "vector.multi_reduction"(%v) {reduction_dims = [1]} : (vector<2x3xf32>) -> vector<2xf32>
  return
}

// -----

func @m4(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction #vector.kind<add>, %v [1] : vector<2x3xf32> to vector<2xf16>
  return
}

// -----

func @f1(%a: vector<4xf32>, %b: vector<4xf16>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %b, %a) : (vector<4xf32>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func @f2(%a: f32) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = vector.fma %a, %a, %a : f32
  return
}

// -----

func @x1(%a: vector<16xf32>, %b: vector<16xf16>) {
  // expected-error@+1 {{'vector.matrix_multiply' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf16>) -> vector<16xf32>
  return
}

// -----

func @x2(%a: vector<16xf32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op requires attribute 'rhs_columns'}}
  %0 = vector.matrix_multiply %a, %a {lhs_rows = 4 : i32, lhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func @x3(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<4x4xf32>'}}
  %0 = vector.matrix_multiply %a, %a {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<4x4xf32>, vector<4x4xf32>) -> vector<16xf32>
  return
}

// -----

func @x4(%a: vector<16xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op attribute 'rows' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = vector.flat_transpose %a {rows = 4, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>
  return
}

// -----

func @x5(%a: vector<16xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xi32>
  return
}

// -----

func @x6(%a: vector<16xui32>) {
  // expected-error@+1 {{'vector.flat_transpose' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<16xui32>'}}
  %0 = vector.flat_transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<16xui32> -> vector<16xui32>
  return
}
