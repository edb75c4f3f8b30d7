// -convert-vector-to-llvm on load / store, maskedload / maskedstore,
// gather / scatter, expandload / compressstore, 1-D transfers (in
// bounds, out of bounds, masked), diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm='enable-index-optimizations=0' %s > %t.ours.i && %upstream_opt -convert-vector-to-llvm='enable-index-optimizations=0' %s > %t.up.i && diff %t.ours.i %t.up.i
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s
// CHECK: llvm.intr.masked.load
// CHECK: llvm.intr.masked.gather

func @mem(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %iv: vector<4xi32>, %m2: memref<?x?xf32>) {
  %0 = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<16xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i], %mask, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %1 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.gather %m[%i][%iv], %mask, %pt : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%iv], %mask, %2 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %3 = vector.expandload %m[%i], %mask, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %3 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.load %m2[%i, %i] : memref<?x?xf32>, vector<8xf32>
  return
}
func @tr(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %f {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i], %f, %mk : memref<?xf32>, vector<4xf32>
  vector.transfer_write %0, %m[%i] : vector<4xf32>, memref<?xf32>
  vector.transfer_write %0, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
