// -test-vector-contraction-conversion=vector-lower-matrix-intrinsics=1
// (13's Matmul option): the eight matmul flavors to transposes,
// shape_casts (2-D <-> 1-D through strided slices), matrix_multiply and
// an add of the accumulator; other contractions unrolled without dot
// products; diffed with mlir-opt-13.  Also vector-flat-transpose (the
// dot lowering with 2-D transposes to vector.flat_transpose).
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-lower-matrix-intrinsics=1 %s > %t.o && %upstream_opt -test-vector-contraction-conversion=vector-lower-matrix-intrinsics=1 %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-lower-matrix-intrinsics=1 %s | FileCheck %s
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-flat-transpose=1 %s > %t.of && %upstream_opt -test-vector-contraction-conversion=vector-flat-transpose=1 %s > %t.uf && diff %t.of %t.uf
// CHECK: vector.matrix_multiply %{{.*}}, %{{.*}} {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>

func @mm0(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func @mm1(%a: vector<2x4xi32>, %b: vector<3x4xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xi32>, vector<3x4xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

func @mm2(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func @mm3(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

func @mm4(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

func @mm5(%a: vector<2x4xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

func @mm6(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

func @mm7(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

func @tr(%a: vector<2x3xf32>, %b: vector<2x3x4xi8>) -> (vector<3x2xf32>, vector<4x3x2xi8>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [2, 1, 0] : vector<2x3x4xi8> to vector<4x3x2xi8>
  return %0, %1 : vector<3x2xf32>, vector<4x3x2xi8>
}
