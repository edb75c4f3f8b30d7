// -convert-vector-to-scf: folds each function as 13's pass does and
// leaves 1-D minor-identity transfers (diffed with mlir-opt-13); the
// lowering of the other transfers is in lowering.mlir.
// REQUIRES: upstream
// RUN: cmlir-opt -split-input-file -convert-vector-to-scf %s > %t.ours && %upstream_opt -split-input-file -convert-vector-to-scf %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-scf='full-unroll=1 target-rank=1 lower-permutation-maps=0 lower-tensors=0' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @f
// CHECK: vector.transfer_read
// CHECK: vector.transfer_write
func @f(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %j = addi %c2, %c3 : index
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
  vector.transfer_write %0, %m[%j] : vector<4xf32>, memref<?xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func @t
func @t(%t: tensor<?xf32>, %i: index) -> vector<4xf32> {
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %f : tensor<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
