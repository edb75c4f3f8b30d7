// -test-vector-contraction-conversion (13's test pass): the default
// dot-product lowering, vector-outerproduct (the eight matmul and four
// matvec flavors, kinds, integer types) and vector-filter-outerproduct
// (not when the rhs's leading dim is 4), vector-flat-transpose (2-D
// transposes to vector.flat_transpose); diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-contraction-conversion %s | FileCheck %s --check-prefix=DOT
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-outerproduct=1 %s > %t.o2 && %upstream_opt -test-vector-contraction-conversion=vector-outerproduct=1 %s > %t.u2 && diff %t.o2 %t.u2
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-filter-outerproduct=1 %s > %t.o3 && %upstream_opt -test-vector-contraction-conversion=vector-filter-outerproduct=1 %s > %t.u3 && diff %t.o3 %t.u3
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-outerproduct=1 %s | FileCheck %s
// RUN: cmlir-opt -test-vector-contraction-conversion=vector-flat-transpose=1 %s | FileCheck %s --check-prefix=FLAT
// FLAT-LABEL: func @tr
// FLAT: vector.flat_transpose %{{.*}} {columns = 2 : i32, rows = 3 : i32} : vector<6xf32> -> vector<6xf32>
// CHECK: vector.outerproduct
// The default lowering (dot products) lowers add contractions; other
// kinds are left (13 lowers them as adds, docs/vector.md).
// DOT-LABEL: func @mm0
// DOT: vector.reduction "add"
// DOT-LABEL: func @mm1
// DOT: vector.contract

func @mm0(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func @mm1(%a: vector<2x4xi32>, %b: vector<3x4xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<2x4xi32>, vector<3x4xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

func @mm2(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<max>} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func @mm3(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<min>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

func @mm4(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

func @mm5(%a: vector<2x4xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<2x4xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

func @mm6(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<max>} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

func @mm7(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<min>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

func @mv8(%a: vector<4x3xf32>, %b: vector<3xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func @mv9(%a: vector<3x4xf32>, %b: vector<3xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3x4xf32>, vector<3xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func @mv10(%a: vector<3xf32>, %b: vector<4x3xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xf32>, vector<4x3xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func @mv11(%a: vector<3xf32>, %b: vector<3x4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xf32>, vector<3x4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func @tr(%a: vector<2x3xf32>, %b: vector<2x3x4xi8>) -> (vector<3x2xf32>, vector<4x3x2xi8>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [2, 1, 0] : vector<2x3x4xi8> to vector<4x3x2xi8>
  return %0, %1 : vector<3x2xf32>, vector<4x3x2xi8>
}
