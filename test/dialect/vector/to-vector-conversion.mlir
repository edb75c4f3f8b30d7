// -test-vector-to-vector-conversion without unrolling: 13's leading unit
// dimension cast-away patterns and bitcast bubbling (with the vector
// canonicalization patterns); diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-to-vector-conversion %s > %t.o && %upstream_opt -test-vector-to-vector-conversion %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-to-vector-conversion %s | FileCheck %s

// CHECK-LABEL: func @slices
// CHECK: vector.shape_cast %arg0 : vector<1x1x6x4xf32> to vector<6x4xf32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [2], sizes = [3], strides = [1]} : vector<6x4xf32> to vector<3x4xf32>
func @slices(%a: vector<1x1x6x4xf32>, %s: vector<1x2xi8>, %d: vector<1x4x4xi8>) -> (vector<1x1x3x4xf32>, vector<1x4x4xi8>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 0, 2], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x1x6x4xf32> to vector<1x1x3x4xf32>
  %1 = vector.insert_strided_slice %s, %d {offsets = [0, 1, 2], strides = [1, 1]} : vector<1x2xi8> into vector<1x4x4xi8>
  return %0, %1 : vector<1x1x3x4xf32>, vector<1x4x4xi8>
}

// CHECK-LABEL: func @transfers
// CHECK: vector.transfer_read %arg0[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} : memref<2x3x8xf32>, vector<8xf32>
func @transfers(%m: memref<2x3x8xf32>, %t: tensor<1x8xf32>, %i: index, %v: vector<1x1x8xf32>, %mask: vector<1x8xi1>) -> (vector<1x8xf32>, tensor<1x8xf32>, vector<1x8xf32>) {
  %c0 = constant 0 : index
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %c0, %c0], %f0 : memref<2x3x8xf32>, vector<1x8xf32>
  vector.transfer_write %v, %m[%c0, %i, %c0] {in_bounds = [true, true, false]} : vector<1x1x8xf32>, memref<2x3x8xf32>
  %1 = vector.transfer_write %0, %t[%c0, %c0] : vector<1x8xf32>, tensor<1x8xf32>
  %2 = vector.transfer_read %m[%c0, %i, %c0], %f0, %mask : memref<2x3x8xf32>, vector<1x8xf32>
  return %0, %1, %2 : vector<1x8xf32>, tensor<1x8xf32>, vector<1x8xf32>
}

// CHECK-LABEL: func @elementwise
// CHECK: addi %{{.*}}, %{{.*}} : vector<4xi32>
func @elementwise(%a: vector<1x4xi32>, %b: vector<1x1x2x2xf64>, %c: i1, %f: f32) -> (vector<1x4xi32>, vector<1x1x2x2xi1>, vector<1x1x2x2xf64>, vector<1x3x4xf32>, vector<1x1x3xf32>) {
  %0 = addi %a, %a : vector<1x4xi32>
  %1 = cmpf oeq, %b, %b : vector<1x1x2x2xf64>
  %2 = select %c, %b, %b : vector<1x1x2x2xf64>
  %3 = vector.broadcast %f : f32 to vector<1x3x4xf32>
  %4 = splat %f : vector<1x1x3xf32>
  return %0, %1, %2, %3, %4 : vector<1x4xi32>, vector<1x1x2x2xi1>, vector<1x1x2x2xf64>, vector<1x3x4xf32>, vector<1x1x3xf32>
}

// CHECK-LABEL: func @bitcasts
// CHECK: vector.extract %arg0[2] : vector<4xf32>
// CHECK: vector.bitcast %{{.*}} : vector<1xf32> to vector<4xi8>
func @bitcasts(%a: vector<4xf32>, %b: vector<2x4xi32>, %d: vector<16xi8>, %s: vector<8xi8>) -> (i8, vector<2x4xi16>, vector<4xi32>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<16xi8>
  %1 = vector.extract %0[9] : vector<16xi8>
  %2 = vector.bitcast %b : vector<2x4xi32> to vector<2x8xi16>
  %3 = vector.extract_strided_slice %2 {offsets = [0, 4], sizes = [2, 4], strides = [1, 1]} : vector<2x8xi16> to vector<2x4xi16>
  %4 = vector.insert_strided_slice %s, %d {offsets = [8], strides = [1]} : vector<8xi8> into vector<16xi8>
  %5 = vector.bitcast %4 : vector<16xi8> to vector<4xi32>
  return %1, %3, %5 : i8, vector<2x4xi16>, vector<4xi32>
}
