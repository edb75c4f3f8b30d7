// -convert-vector-to-llvm on extract_strided_slice (1-D shuffle, n-D
// splat + extract / slice / insert), insert_strided_slice (same rank and
// into a higher rank), 2-D <-> 1-D shape_cast (through strided slices)
// and memref.assume_alignment raising the alignment of vector.load /
// store / maskedload / gather / scatter, diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s

// CHECK-LABEL: func @slices
// CHECK: llvm.shufflevector %{{.*}} [1, 2, 3]
// CHECK-NOT: vector.extract_strided_slice
// CHECK-NOT: vector.insert_strided_slice
func @slices(%v: vector<8xf32>, %m: vector<4x8xi32>, %s: vector<2x3xi32>, %r: vector<3xi32>, %x: vector<2x4x8xf16>, %y: vector<2x3xf16>) -> (vector<3xf32>, vector<2x3xi32>, vector<4x8xi32>, vector<4x8xi32>, vector<1x2x3xf16>, vector<2x4x8xf16>, vector<8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %1 = vector.extract_strided_slice %m {offsets = [2, 5], sizes = [2, 3], strides = [1, 1]} : vector<4x8xi32> to vector<2x3xi32>
  %2 = vector.insert_strided_slice %s, %m {offsets = [1, 4], strides = [1, 1]} : vector<2x3xi32> into vector<4x8xi32>
  %3 = vector.insert_strided_slice %r, %m {offsets = [3, 0], strides = [1]} : vector<3xi32> into vector<4x8xi32>
  %4 = vector.extract_strided_slice %x {offsets = [1, 2, 3], sizes = [1, 2, 3], strides = [1, 1, 1]} : vector<2x4x8xf16> to vector<1x2x3xf16>
  %5 = vector.insert_strided_slice %y, %x {offsets = [1, 1, 2], strides = [1, 1]} : vector<2x3xf16> into vector<2x4x8xf16>
  %6 = vector.insert_strided_slice %v, %v {offsets = [0], strides = [1]} : vector<8xf32> into vector<8xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3xf32>, vector<2x3xi32>, vector<4x8xi32>, vector<4x8xi32>, vector<1x2x3xf16>, vector<2x4x8xf16>, vector<8xf32>
}

// CHECK-LABEL: func @shape_casts
func @shape_casts(%a: vector<2x3xf32>, %b: vector<6xi8>, %c: vector<2x3xf32>) -> (vector<6xf32>, vector<3x2xi8>, vector<2x3xf32>) {
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %b : vector<6xi8> to vector<3x2xi8>
  %2 = vector.shape_cast %c : vector<2x3xf32> to vector<2x3xf32>
  return %0, %1, %2 : vector<6xf32>, vector<3x2xi8>, vector<2x3xf32>
}

// CHECK-LABEL: func @aligned
// CHECK: llvm.load %{{.*}} {alignment = 64 : i64}
func @aligned(%m: memref<16x16xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>, %g: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  memref.assume_alignment %m, 16 : memref<16x16xf32>
  memref.assume_alignment %m, 64 : memref<16x16xf32>
  %0 = vector.load %m[%i, %i] : memref<16x16xf32>, vector<8xf32>
  vector.store %0, %m[%i, %i] : memref<16x16xf32>, vector<8xf32>
  %1 = vector.maskedload %m[%i, %i], %k, %p : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %i], %k, %1 : memref<16x16xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.gather %m[%i, %i] [%g], %k, %p : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i, %i] [%g], %k, %2 : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %3 = vector.expandload %m[%i, %i], %k, %p : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0, %2, %3 : vector<8xf32>, vector<8xf32>, vector<8xf32>
}
