// 13's folders and canonicalization patterns of the mask, strided-slice,
// transpose, shape_cast, bitcast, broadcast, extract, insert and map ops,
// diffed with mlir-opt-13 -canonicalize.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @masks
// CHECK: vector.constant_mask [2, 5] : vector<4x8xi1>
// CHECK: vector.create_mask %arg0, %{{.*}} : vector<4x8xi1>
// CHECK: vector.constant_mask [1, 3] : vector<2x4xi1>
// CHECK: vector.constant_mask [0, 0] : vector<2x4xi1>
func @masks(%i: index) -> (vector<4x8xi1>, vector<4x8xi1>, vector<2x4xi1>, vector<2x4xi1>) {
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %0 = vector.create_mask %c2, %c5 : vector<4x8xi1>
  %1 = vector.create_mask %i, %c5 : vector<4x8xi1>
  %m = vector.constant_mask [3, 6] : vector<4x8xi1>
  %2 = vector.extract_strided_slice %m {offsets = [2, 3], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi1> to vector<2x4xi1>
  %3 = vector.extract_strided_slice %m {offsets = [3, 0], sizes = [1, 4], strides = [1, 1]} : vector<4x8xi1> to vector<1x4xi1>
  %4 = vector.extract_strided_slice %m {offsets = [0, 6], sizes = [2, 2], strides = [1, 1]} : vector<4x8xi1> to vector<2x2xi1>
  %6 = vector.constant_mask [2, 2] : vector<2x4xi1>
  %7 = vector.extract_strided_slice %6 {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x4xi1> to vector<2x4xi1>
  "test.use"(%3, %4, %7) : (vector<1x4xi1>, vector<2x2xi1>, vector<2x4xi1>) -> ()
  %8 = vector.extract_strided_slice %m {offsets = [2, 6], sizes = [2, 2], strides = [1, 1]} : vector<4x8xi1> to vector<2x2xi1>
  "test.use"(%8) : (vector<2x2xi1>) -> ()
  %z = vector.constant_mask [0, 0] : vector<2x4xi1>
  return %0, %1, %2, %z : vector<4x8xi1>, vector<4x8xi1>, vector<2x4xi1>, vector<2x4xi1>
}

// CHECK-LABEL: func @strided_slices
func @strided_slices(%a: vector<8x16xf32>, %s: vector<4x4xf32>, %t: vector<2x8xf32>, %b: vector<4xf16>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<2x2xf32>, vector<3x2xf32>, vector<2x4xf16>, vector<2x2xf16>, vector<3x3xi32>, vector<4x2xf32>) {
  %0 = vector.insert_strided_slice %s, %a {offsets = [2, 4], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [2, 4], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %2 = vector.extract_strided_slice %0 {offsets = [3, 5], sizes = [2, 3], strides = [1, 1]} : vector<8x16xf32> to vector<2x3xf32>
  %3 = vector.insert_strided_slice %t, %0 {offsets = [0, 8], strides = [1, 1]} : vector<2x8xf32> into vector<8x16xf32>
  %4 = vector.extract_strided_slice %3 {offsets = [1, 10], sizes = [1, 4], strides = [1, 1]} : vector<8x16xf32> to vector<1x4xf32>
  %5 = vector.extract_strided_slice %3 {offsets = [4, 6], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
  %6 = vector.extract_strided_slice %3 {offsets = [5, 7], sizes = [3, 2], strides = [1, 1]} : vector<8x16xf32> to vector<3x2xf32>
  %7 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [8, 16], strides = [1, 1]} : vector<8x16xf32> to vector<8x16xf32>
  "test.use"(%2, %4, %7) : (vector<2x3xf32>, vector<1x4xf32>, vector<8x16xf32>) -> ()
  %bb = vector.broadcast %b : vector<4xf16> to vector<8x4xf16>
  %8 = vector.extract_strided_slice %bb {offsets = [1, 0], sizes = [2, 4], strides = [1, 1]} : vector<8x4xf16> to vector<2x4xf16>
  %9 = vector.extract_strided_slice %bb {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<8x4xf16> to vector<2x2xf16>
  %c = constant dense<7> : vector<5x9xi32>
  %10 = vector.extract_strided_slice %c {offsets = [1, 2], sizes = [3, 3], strides = [1, 1]} : vector<5x9xi32> to vector<3x3xi32>
  %sf = constant 1.0 : f32
  %sb = vector.broadcast %sf : f32 to vector<8x16xf32>
  %11 = vector.extract_strided_slice %sb {offsets = [0, 0], sizes = [4, 2], strides = [1, 1]} : vector<8x16xf32> to vector<4x2xf32>
  return %1, %s, %5, %6, %8, %9, %10, %11 : vector<4x4xf32>, vector<4x4xf32>, vector<2x2xf32>, vector<3x2xf32>, vector<2x4xf16>, vector<2x2xf16>, vector<3x3xi32>, vector<4x2xf32>
}

// CHECK-LABEL: func @transposes
// CHECK-NOT: vector.transpose %arg0, [0, 1, 2]
// CHECK: vector.transpose %arg0, [2, 0, 1]
func @transposes(%a: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>, vector<3x2x4xf32>) {
  %0 = vector.transpose %a, [0, 1, 2] : vector<2x3x4xf32> to vector<2x3x4xf32>
  %1 = vector.transpose %a, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
  %2 = vector.transpose %1, [1, 2, 0] : vector<3x4x2xf32> to vector<4x2x3xf32>
  %3 = vector.transpose %2, [1, 2, 0] : vector<4x2x3xf32> to vector<2x3x4xf32>
  %4 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %5 = vector.transpose %4, [0, 1, 2] : vector<3x2x4xf32> to vector<3x2x4xf32>
  return %0, %2, %3, %5 : vector<2x3x4xf32>, vector<4x2x3xf32>, vector<2x3x4xf32>, vector<3x2x4xf32>
}

// CHECK-LABEL: func @casts
func @casts(%a: vector<2x3x4xf32>, %b: vector<4xi32>, %h: vector<6xf16>) -> (vector<2x3x4xf32>, vector<6x4xf32>, vector<24xf32>, vector<2x12xf32>, vector<4xi32>, vector<2xf32>, vector<3xf32>, vector<8x3xi8>, vector<4x2xf32>, vector<2x2xf64>) {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.shape_cast %0 : vector<6x4xf32> to vector<2x3x4xf32>
  %2 = vector.shape_cast %0 : vector<6x4xf32> to vector<24xf32>
  %3 = vector.shape_cast %2 : vector<24xf32> to vector<2x12xf32>
  %4 = vector.shape_cast %a : vector<2x3x4xf32> to vector<2x3x4xf32>
  %5 = vector.bitcast %b : vector<4xi32> to vector<4xf32>
  %6 = vector.bitcast %5 : vector<4xf32> to vector<4xi32>
  %7 = vector.bitcast %b : vector<4xi32> to vector<4xi32>
  %c = constant dense<1.5> : vector<4xf16>
  %8 = vector.bitcast %c : vector<4xf16> to vector<2xf32>
  %d = constant dense<-2.0> : vector<6xf16>
  %9 = vector.bitcast %d : vector<6xf16> to vector<3xf32>
  %e = constant dense<3> : vector<2x12xi8>
  %10 = vector.shape_cast %e : vector<2x12xi8> to vector<8x3xi8>
  %f = constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : vector<4x2xf32>
  %11 = vector.shape_cast %f : vector<4x2xf32> to vector<8xf32>
  %12 = vector.shape_cast %11 : vector<8xf32> to vector<4x2xf32>
  %g = constant dense<2.0> : vector<2x4xf32>
  %13 = vector.bitcast %g : vector<2x4xf32> to vector<2x2xf64>
  "test.use"(%4, %7) : (vector<2x3x4xf32>, vector<4xi32>) -> ()
  return %1, %0, %2, %3, %6, %8, %9, %10, %12, %13 : vector<2x3x4xf32>, vector<6x4xf32>, vector<24xf32>, vector<2x12xf32>, vector<4xi32>, vector<2xf32>, vector<3xf32>, vector<8x3xi8>, vector<4x2xf32>, vector<2x2xf64>
}

// CHECK-LABEL: func @broadcasts
func @broadcasts(%s: f32, %v: vector<4xf32>, %m: vector<2x4xf32>) -> (vector<3x4xf32>, vector<1x4xf32>, vector<1x2x4xf32>, vector<8x2x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %3 = vector.broadcast %m : vector<2x4xf32> to vector<1x2x4xf32>
  %4 = vector.broadcast %3 : vector<1x2x4xf32> to vector<8x2x4xf32>
  return %1, %2, %3, %4 : vector<3x4xf32>, vector<1x4xf32>, vector<1x2x4xf32>, vector<8x2x4xf32>
}

// CHECK-LABEL: func @extracts_inserts
func @extracts_inserts(%a: vector<1x1x4xf32>, %v: vector<4xf32>, %t: vector<2x3x4xf32>, %f: f32, %b: vector<2x6xf32>) -> (vector<4xf32>, vector<1x1x4xf32>, vector<2x3x4xf32>, f32, vector<4xf32>, f32, vector<3xf32>, f32, vector<2xf32>, f32) {
  %0 = vector.extract %a[0, 0] : vector<1x1x4xf32>
  %1 = vector.insert %v, %a [0, 0] : vector<4xf32> into vector<1x1x4xf32>
  %2 = vector.insert %t, %t [] : vector<2x3x4xf32> into vector<2x3x4xf32>
  %c = constant dense<2.5> : vector<3x5xf32>
  %3 = vector.extract %c[1, 4] : vector<3x5xf32>
  %cv = constant dense<1.0> : vector<2x4xf32>
  %4 = vector.extract %cv[1] : vector<2x4xf32>
  %5 = vector.transpose %t, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %6 = vector.extract %5[2, 1, 3] : vector<3x2x4xf32>
  %sc = vector.shape_cast %b : vector<2x6xf32> to vector<2x2x3xf32>
  %7 = vector.extract %sc[1, 1] : vector<2x2x3xf32>
  %8 = vector.extract %sc[0, 1, 2] : vector<2x2x3xf32>
  %sc2 = vector.shape_cast %b : vector<2x6xf32> to vector<12xf32>
  %9 = vector.extract %sc2[7] : vector<12xf32>
  %sc3 = vector.shape_cast %b : vector<2x6xf32> to vector<6x2xf32>
  %10 = vector.extract %sc3[4] : vector<6x2xf32>
  %11 = vector.insert %f, %t [1, 2, 3] : f32 into vector<2x3x4xf32>
  %12 = vector.transpose %11, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %13 = vector.extract %12[3, 1, 2] : vector<4x2x3xf32>
  return %0, %1, %2, %3, %4, %6, %7, %9, %10, %13 : vector<4xf32>, vector<1x1x4xf32>, vector<2x3x4xf32>, f32, vector<4xf32>, f32, vector<3xf32>, f32, vector<2xf32>, f32
}

// CHECK-LABEL: func @maps
// CHECK: return %arg1
func @maps(%a: vector<32xf32>, %b: vector<2xf32>, %i: index, %j: index) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.insert_map %b, %a[%i] : vector<2xf32> into vector<32xf32>
  %1 = vector.extract_map %0[%i] : vector<32xf32> to vector<2xf32>
  %2 = vector.extract_map %0[%j] : vector<32xf32> to vector<2xf32>
  return %1, %2 : vector<2xf32>, vector<2xf32>
}

// 13 folds nothing of a std.splat.
// CHECK-LABEL: func @splats
// CHECK: vector.extract_strided_slice
// CHECK: vector.extract %0[1, 2]
func @splats(%s: f32) -> (vector<2x4xf32>, f32, vector<4xf32>) {
  %0 = splat %s : vector<8x4xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 0], sizes = [2, 4], strides = [1, 1]} : vector<8x4xf32> to vector<2x4xf32>
  %2 = vector.extract %0[1, 2] : vector<8x4xf32>
  %3 = vector.extract %0[3] : vector<8x4xf32>
  return %1, %2, %3 : vector<2x4xf32>, f32, vector<4xf32>
}
