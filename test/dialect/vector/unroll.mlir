// 13's unrolling test passes: -test-vector-unrolling-patterns (addf / fma
// to 2x2, contract to 2x2x2 or by element type), -test-vector-transfer-
// unrolling-patterns (transfers to 2x2) and -test-vector-to-vector-
// conversion=unroll (native shapes from the strided slices around the
// transfers); every output diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-unrolling-patterns %s > %t.o && %upstream_opt -test-vector-unrolling-patterns %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-unrolling-patterns=unroll-based-on-type %s > %t.o && %upstream_opt -test-vector-unrolling-patterns=unroll-based-on-type %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-transfer-unrolling-patterns %s > %t.o && %upstream_opt -test-vector-transfer-unrolling-patterns %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-to-vector-conversion=unroll %s > %t.o && %upstream_opt -test-vector-to-vector-conversion=unroll %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-to-vector-conversion %s > %t.o && %upstream_opt -test-vector-to-vector-conversion %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-unrolling-patterns %s | FileCheck %s --check-prefix=UNROLL
// RUN: cmlir-opt -test-vector-transfer-unrolling-patterns %s | FileCheck %s --check-prefix=XFER

#ijk = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#kij = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>]
#mv = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]

// UNROLL-LABEL: func @elementwise
// UNROLL-COUNT-6: addf {{.*}} : vector<2x2xf32>
// UNROLL: vector.fma {{.*}} : vector<2x2xf64>
// UNROLL: subf {{.*}} : vector<4x6xf32>
func @elementwise(%a: vector<4x6xf32>, %b: vector<4x6xf32>, %x: vector<2x4xf64>) -> (vector<4x6xf32>, vector<2x4xf64>) {
  %0 = addf %a, %b : vector<4x6xf32>
  %1 = vector.fma %x, %x, %x : vector<2x4xf64>
  %2 = subf %0, %a : vector<4x6xf32>
  return %2, %1 : vector<4x6xf32>, vector<2x4xf64>
}

// Not whole multiples, other ranks: left alone.
// (A rank-3 addf, which crashes mlir-opt-13, is in unroll-rank.mlir.)
func @not_unrolled(%a: vector<3x4xf32>, %b: vector<8xf32>) -> (vector<3x4xf32>, vector<8xf32>) {
  %0 = addf %a, %a : vector<3x4xf32>
  %1 = addf %b, %b : vector<8xf32>
  return %0, %1 : vector<3x4xf32>, vector<8xf32>
}

// UNROLL-LABEL: func @contract_ijk
// UNROLL-COUNT-12: vector.contract {{.*}} : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
// UNROLL: vector.insert_strided_slice {{.*}} {offsets = [2, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
func @contract_ijk(%a: vector<4x6xf32>, %b: vector<6x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %r = vector.contract {indexing_maps = #ijk, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x6xf32>, vector<6x4xf32> into vector<4x4xf32>
  return %r : vector<4x4xf32>
}

func @contract_kij_int(%a: vector<4x2xi32>, %b: vector<6x4xi32>, %c: vector<6x2xi32>) -> vector<6x2xi32> {
  %r = vector.contract {indexing_maps = #kij, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<4x2xi32>, vector<6x4xi32> into vector<6x2xi32>
  return %r : vector<6x2xi32>
}

func @contract_masked(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %ma = vector.constant_mask [3, 4] : vector<4x4xi1>
  %mb = vector.constant_mask [4, 2] : vector<4x4xi1>
  %r = vector.contract {indexing_maps = #ijk, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %ma, %mb : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  return %r : vector<4x4xf32>
}

func @contract_f16_8x8(%a: vector<8x8xf16>, %b: vector<8x8xf16>, %c: vector<8x8xf32>) -> vector<8x8xf32> {
  %r = vector.contract {indexing_maps = #ijk, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<8x8xf16>, vector<8x8xf16> into vector<8x8xf32>
  return %r : vector<8x8xf32>
}

// Two iterators: no 3-D native shape fits.
func @contract_matvec(%a: vector<4x4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<4x4xf32>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// XFER-LABEL: func @transfers
// XFER: %[[J2:.*]] = affine.apply #{{.*}}(%arg2)
// XFER-NEXT: vector.transfer_read %arg0[%arg1, %[[J2]]], %{{.*}} : memref<?x?xf32>, vector<2x2xf32>
// XFER-NOT: vector<4x4xf32>, memref
func @transfers(%m: memref<?x?xf32>, %i: index, %j: index) {
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %f0 : memref<?x?xf32>, vector<4x4xf32>
  %1 = addf %0, %0 : vector<4x4xf32>
  vector.transfer_write %1, %m[%j, %i] {in_bounds = [true, false]} : vector<4x4xf32>, memref<?x?xf32>
  return
}

func @transfer_maps(%m: memref<6x8x4xf32>, %t: tensor<4x8xf32>, %v: vector<4x4xf32>) -> (vector<4x6xf32>, vector<2x4xf32>, tensor<4x8xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c1, %c0], %f0 {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<6x8x4xf32>, vector<4x6xf32>
  %1 = vector.transfer_read %m[%c1, %c0, %c0], %f0 {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>} : memref<6x8x4xf32>, vector<2x4xf32>
  %2 = vector.transfer_write %v, %t[%c0, %c1] : vector<4x4xf32>, tensor<4x8xf32>
  %3 = vector.transfer_read %2[%c0, %c0], %f0 : tensor<4x8xf32>, vector<4x4xf32>
  vector.transfer_write %3, %m[%c1, %c0, %c0] {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>} : vector<4x4xf32>, memref<6x8x4xf32>
  return %0, %1, %2 : vector<4x6xf32>, vector<2x4xf32>, tensor<4x8xf32>
}

// Masked transfers are not unrolled.
func @transfer_masked(%m: memref<?x?xf32>, %i: index, %mask: vector<4x4xi1>) -> vector<4x4xf32> {
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %f0, %mask : memref<?x?xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -test-vector-to-vector-conversion=unroll: the select / cmpf / addf are
// cut to 2x2, then the transfers take the shapes of their slices.
func @to_vector(%m: memref<4x4xf32>, %c: vector<4x4xi1>) {
  %c0 = constant 0 : index
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %f0 : memref<4x4xf32>, vector<4x4xf32>
  %1 = vector.transfer_read %m[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x4xf32>, vector<4x4xf32>
  %2 = cmpf olt, %0, %1 : vector<4x4xf32>
  %3 = select %2, %0, %1 : vector<4x4xi1>, vector<4x4xf32>
  %4 = addf %3, %0 : vector<4x4xf32>
  vector.transfer_write %4, %m[%c0, %c0] : vector<4x4xf32>, memref<4x4xf32>
  return
}

// The canonicalization patterns alone (all-true / all-false masks).
func @masks(%m: memref<16xf32>, %p: vector<16xf32>) -> vector<16xf32> {
  %c0 = constant 0 : index
  %c16 = constant 16 : index
  %all = vector.create_mask %c16 : vector<16xi1>
  %none = vector.constant_mask [0] : vector<16xi1>
  %0 = vector.maskedload %m[%c0], %all, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %none, %0 : memref<16xf32>, vector<16xi1>, vector<16xf32>
  return %0 : vector<16xf32>
}
