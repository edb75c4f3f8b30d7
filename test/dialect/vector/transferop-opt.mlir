// -test-vector-transferop-opt (13's transferOpflowOpt): store to load
// forwarding and dead transfer_write removal on memrefs, through scf
// regions and multi-block control flow; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-transferop-opt %s > %t.o && %upstream_opt -test-vector-transferop-opt %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-transferop-opt %s | FileCheck %s

// CHECK-LABEL: func @straight
// CHECK-NOT: vector.transfer_read
// CHECK: vector.transfer_write %arg2
// CHECK-NOT: vector.transfer_write
// CHECK: return %arg1
func @straight(%m: memref<8x8xf32>, %v: vector<2x4xf32>, %w: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = constant 0 : index
  %f0 = constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  %0 = vector.transfer_read %m[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  return %0 : vector<2x4xf32>
}

// A write of a disjoint place (constant indices far enough apart) does
// not block; one at an unknown place does; an out-of-bounds read is not
// forwarded.
// CHECK-LABEL: func @places
// CHECK-COUNT-2: vector.transfer_read
func @places(%m: memref<8x8xf32>, %v: vector<2x4xf32>, %i: index) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %f0 = constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  vector.transfer_write %v, %m[%c0, %c4] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  %0 = vector.transfer_read %m[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  %1 = vector.transfer_read %m[%c0, %c4], %f0 {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<2x4xf32>, memref<8x8xf32>
  %2 = vector.transfer_read %m[%i, %i], %f0 : memref<8x8xf32>, vector<2x4xf32>
  return %0, %1, %2 : vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>
}

// Regions: a write inside an scf.if blocks forwarding past it; the
// dominating write is forwarded into a nested read; a write in a loop is
// dead when overwritten after the loop and nothing reads it.
func @regions(%c: i1, %m: memref<4x4xf32>, %v: vector<1x4xf32>, %w: vector<1x4xf32>) -> (vector<1x4xf32>, vector<1x4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %f0 = constant 0.0 : f32
  vector.transfer_write %v, %m[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  %x = scf.if %c -> (vector<1x4xf32>) {
    %0 = vector.transfer_read %m[%c1, %c0], %f0 {in_bounds = [true, true]} : memref<4x4xf32>, vector<1x4xf32>
    scf.yield %0 : vector<1x4xf32>
  } else {
    vector.transfer_write %w, %m[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
    scf.yield %w : vector<1x4xf32>
  }
  %1 = vector.transfer_read %m[%c1, %c0], %f0 {in_bounds = [true, true]} : memref<4x4xf32>, vector<1x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  }
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  return %x, %1 : vector<1x4xf32>, vector<1x4xf32>
}

// Blocks: the overwrite post-dominates the first write only when every
// path goes through it; a read on one path keeps the write.
func @blocks(%c: i1, %m: memref<4x4xf32>, %v: vector<1x4xf32>, %w: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = constant 0 : index
  %c2 = constant 2 : index
  %f0 = constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  vector.transfer_write %v, %m[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  cond_br %c, ^a, ^b
^a:
  %0 = vector.transfer_read %m[%c2, %c0], %f0 {in_bounds = [true, true]} : memref<4x4xf32>, vector<1x4xf32>
  br ^end(%0 : vector<1x4xf32>)
^b:
  br ^end(%w : vector<1x4xf32>)
^end(%r: vector<1x4xf32>):
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  vector.transfer_write %w, %m[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  return %r : vector<1x4xf32>
}

// Tensors are left alone.
func @tensors(%t: tensor<4x4xf32>, %v: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = constant 0 : index
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %1 = vector.transfer_read %0[%c0, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  return %1 : vector<1x4xf32>
}
