// -test-vector-transfer-full-partial-split (13's test pass, vector-transfers
// mode): possibly out-of-bounds transfers split into an in-bounds fast
// path and a buffered slow path; diffed with mlir-opt-13.  Inputs keep to
// what 13 handles (13 crashes on transfers of lower rank than the memref).
// REQUIRES: upstream
// RUN: cmlir-opt -test-vector-transfer-full-partial-split %s > %t.o && %upstream_opt -test-vector-transfer-full-partial-split %s > %t.u && diff %t.o %t.u
// RUN: cmlir-opt -test-vector-transfer-full-partial-split %s | FileCheck %s
// RUN: not cmlir-opt -test-vector-transfer-full-partial-split=use-linalg-copy %s 2>&1 | FileCheck %s --check-prefix=LINALG

// LINALG: error: use-linalg-copy is not supported: cmlir has no linalg dialect

// CHECK-LABEL: func @read_dynamic
// CHECK: memref.alloca() {alignment = 32 : i64} : memref<2x4xf32>
// CHECK: memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK: cmpi sle
// CHECK: scf.if %{{.*}} -> (memref<?x?xf32>, index, index)
// CHECK: vector.transfer_read %{{.*}}#0[%{{.*}}#1, %{{.*}}#2], %{{.*}} {in_bounds = [true, true]}
func @read_dynamic(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %A[%i, %j], %f0 {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

func @read_static_1d(%A: memref<16xi32>, %i: index) -> vector<4xi32> {
  %p = constant 7 : i32
  %0 = vector.transfer_read %A[%i], %p : memref<16xi32>, vector<4xi32>
  return %0 : vector<4xi32>
}

// CHECK-LABEL: func @write_in_loop
// CHECK: scf.for
// CHECK: xor
// CHECK: scf.if
// CHECK: memref.load %{{.*}}[] : memref<vector<4x8xf32>>
func @write_in_loop(%A: memref<?x8xf32>, %n: index, %v: vector<4x8xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    vector.transfer_write %v, %A[%k, %c0] : vector<4x8xf32>, memref<?x8xf32>
  }
  return
}

// In bounds already, or statically in bounds: nothing to split.
func @no_split(%A: memref<?x8xf32>, %B: memref<8x8xf32>, %i: index, %v: vector<4x8xf32>) -> vector<4x8xf32> {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %f0 = constant 0.0 : f32
  %0 = vector.transfer_read %A[%i, %c0], %f0 {in_bounds = [true, true]} : memref<?x8xf32>, vector<4x8xf32>
  vector.transfer_write %0, %B[%c4, %c0] : vector<4x8xf32>, memref<8x8xf32>
  return %0 : vector<4x8xf32>
}
