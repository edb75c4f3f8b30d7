// 13's folders and canonicalization patterns of the transfer ops (in_bounds
// inference, memref/tensor cast folding, tensor read-after-write,
// write-after-read, read-init-write and write-after-write), load / store,
// the masked memory ops (all-true / all-false masks) and contract + add,
// diffed with mlir-opt-13 -canonicalize.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @in_bounds
// CHECK: vector.transfer_read %arg0[%c0, %c4], %{{.*}} {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x4xf32>
// CHECK: vector.transfer_read %arg0[%c0, %c6], %{{.*}} {in_bounds = [true, false]} : memref<4x8xf32>, vector<2x4xf32>
func @in_bounds(%m: memref<4x8xf32>, %d: memref<?x8xf32>, %t: tensor<4x8xf32>, %i: index) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<2x4xf32>, tensor<4x8xf32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %c6 = constant 6 : index
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c4], %f : memref<4x8xf32>, vector<2x4xf32>
  %1 = vector.transfer_read %m[%c0, %c6], %f : memref<4x8xf32>, vector<2x4xf32>
  %2 = vector.transfer_read %d[%c0, %c4], %f : memref<?x8xf32>, vector<2x4xf32>
  %3 = vector.transfer_read %m[%c0, %c4], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<4x2xf32>
  %4 = vector.transfer_read %m[%i, %c0], %f : memref<4x8xf32>, vector<2x4xf32>
  vector.transfer_write %0, %m[%c4, %c0] : vector<2x4xf32>, memref<4x8xf32>
  vector.transfer_write %1, %m[%c0, %c0] : vector<2x4xf32>, memref<4x8xf32>
  %5 = vector.transfer_write %1, %t[%c0, %c4] : vector<2x4xf32>, tensor<4x8xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<2x4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func @casts
func @casts(%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index, %k: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %f = constant 0.0 : f32
  %mc = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %tc = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %mc[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %tc[%i, %i], %f : tensor<?x?xf32>, vector<4xf32>
  vector.transfer_write %0, %mc[%i, %i] : vector<4xf32>, memref<?x?xf32>
  %2 = vector.load %mc[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %2, %mc[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %3 = vector.maskedload %mc[%i, %i], %k, %2 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %mc[%i, %i], %k, %3 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func @tensors
func @tensors(%t0: tensor<4x4xf32>, %t1: tensor<4x4xf32>, %v: vector<1x4xf32>, %w: vector<1x4xf32>, %i: index) -> (vector<1x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<4x4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %f = constant 0.0 : f32
  %0 = vector.transfer_write %v, %t0[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %1 = vector.transfer_write %w, %0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %2 = vector.transfer_read %1[%c1, %c0], %f {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  %3 = vector.transfer_write %w, %0[%i, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %4 = vector.transfer_read %3[%c1, %c0], %f {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  %5 = vector.transfer_read %t0[%c2, %c0], %f {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  %6 = vector.transfer_write %5, %t0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %7 = vector.transfer_read %t1[%c0, %c0], %f {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %8 = vector.transfer_write %7, %t0[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %9 = vector.transfer_write %v, %t1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %10 = vector.transfer_write %w, %9[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %11 = vector.transfer_write %v, %10[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %12 = vector.transfer_read %t1[%c0, %c0], %f : tensor<4x4xf32>, vector<4x4xf32>
  %13 = vector.transfer_write %12, %t0[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
  "test.use"(%13) : (tensor<4x4xf32>) -> ()
  return %2, %4, %6, %8, %11, %7 : vector<1x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<4x4xf32>
}

// CHECK-LABEL: func @dead
// CHECK-NEXT: return
func @dead(%m: memref<4xf32>, %t: tensor<4xf32>, %v: vector<4xf32>) {
  %c0 = constant 0 : index
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0], %f : memref<4xf32>, vector<4xf32>
  %1 = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<4xf32>
  %2 = vector.load %m[%c0] : memref<4xf32>, vector<4xf32>
  return
}

// CHECK-LABEL: func @masked
func @masked(%m: memref<?xf32>, %i: index, %p: vector<8xf32>, %x: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %t = vector.constant_mask [8] : vector<8xi1>
  %f = vector.constant_mask [0] : vector<8xi1>
  %h = vector.constant_mask [3] : vector<8xi1>
  %ct = constant dense<true> : vector<8xi1>
  %cf = constant dense<false> : vector<8xi1>
  %cm = constant dense<[true, true, false, false, true, false, false, false]> : vector<8xi1>
  %0 = vector.maskedload %m[%i], %t, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.maskedload %m[%i], %f, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %2 = vector.maskedload %m[%i], %h, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %3 = vector.expandload %m[%i], %ct, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %4 = vector.expandload %m[%i], %cf, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %5 = vector.gather %m[%i][%x], %t, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %6 = vector.gather %m[%i][%x], %cf, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %7 = vector.maskedload %m[%i], %cm, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %t, %p : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%i], %f, %p : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.compressstore %m[%i], %ct, %p : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.compressstore %m[%i], %cf, %p : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%i][%x], %t, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%i][%x], %f, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%i][%x], %h, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %8 = vector.maskedload %m[%i], %t, %p {foo} : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  "test.use"(%8, %1) : (vector<8xf32>, vector<8xf32>) -> ()
  return %0, %2, %3, %4, %5, %6, %7 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>

// CHECK-LABEL: func @contract_add
func @contract_add(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %x: vector<3xi32>, %y: vector<3xi32>, %z: i32) -> (vector<2x4xf32>, vector<2x4xf32>, i32, vector<2x4xf32>) {
  %zero = constant dense<0.0> : vector<2x4xf32>
  %one = constant dense<1.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<max>} %a, %b, %zero : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = addf %0, %c : vector<2x4xf32>
  %2 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %zero : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %3 = addf %c, %2 : vector<2x4xf32>
  %zi = constant 0 : i32
  %4 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %y, %zi : vector<3xi32>, vector<3xi32> into i32
  %5 = addi %4, %z : i32
  %6 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %one : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %7 = addf %6, %c : vector<2x4xf32>
  return %1, %3, %5, %7 : vector<2x4xf32>, vector<2x4xf32>, i32, vector<2x4xf32>
}

// CHECK-LABEL: func @in_bounds_permuted
// CHECK: {in_bounds = [true, true], permutation_map = #map{{[0-9]*}}} : memref<2x4x8xf32>, vector<4x2xf32>
func @in_bounds_permuted(%m: memref<4x8xf32>, %m3: memref<2x4x8xf32>) -> (vector<3x4xf32>, vector<4x2xf32>, vector<4xf32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c4], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<4x8xf32>, vector<3x4xf32>
  %1 = vector.transfer_read %m3[%c0, %c0, %c4], %f {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<2x4x8xf32>, vector<4x2xf32>
  %2 = vector.transfer_read %m3[%c4, %c0, %c4], %f {permutation_map = affine_map<(d0, d1, d2) -> (d0)>} : memref<2x4x8xf32>, vector<4xf32>
  return %0, %1, %2 : vector<3x4xf32>, vector<4x2xf32>, vector<4xf32>
}
