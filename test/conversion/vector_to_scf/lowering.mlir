// -convert-vector-to-scf lowering of transfers (docs/vector.md): n-D
// transfers through memref.alloca buffers and scf.for / scf.if, fully
// unrolled, to a higher target rank, on tensors, with masks (1-D and n-D,
// broadcast), in_bounds, permutation maps and broadcasts, 1-D transfers
// that are not minor identities to scalar loops, and
// lower-permutation-maps.  Every option set is diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-scf="" %s -split-input-file > %t.o0 && %upstream_opt -convert-vector-to-scf="" %s -split-input-file > %t.u0 && diff %t.o0 %t.u0
// RUN: cmlir-opt -convert-vector-to-scf="full-unroll=1" %s -split-input-file > %t.o1 && %upstream_opt -convert-vector-to-scf="full-unroll=1" %s -split-input-file > %t.u1 && diff %t.o1 %t.u1
// RUN: cmlir-opt -convert-vector-to-scf="lower-tensors=1" %s -split-input-file > %t.o2 && %upstream_opt -convert-vector-to-scf="lower-tensors=1" %s -split-input-file > %t.u2 && diff %t.o2 %t.u2
// RUN: cmlir-opt -convert-vector-to-scf="full-unroll=1 lower-tensors=1" %s -split-input-file > %t.o3 && %upstream_opt -convert-vector-to-scf="full-unroll=1 lower-tensors=1" %s -split-input-file > %t.u3 && diff %t.o3 %t.u3
// RUN: cmlir-opt -convert-vector-to-scf="target-rank=2" %s -split-input-file > %t.o4 && %upstream_opt -convert-vector-to-scf="target-rank=2" %s -split-input-file > %t.u4 && diff %t.o4 %t.u4
// RUN: cmlir-opt -convert-vector-to-scf="lower-permutation-maps=1" %s -split-input-file > %t.o5 && %upstream_opt -convert-vector-to-scf="lower-permutation-maps=1" %s -split-input-file > %t.u5 && diff %t.o5 %t.u5
// RUN: cmlir-opt -convert-vector-to-scf="lower-permutation-maps=1 target-rank=3" %s -split-input-file > %t.o6 && %upstream_opt -convert-vector-to-scf="lower-permutation-maps=1 target-rank=3" %s -split-input-file > %t.u6 && diff %t.o6 %t.u6
// RUN: cmlir-opt -convert-vector-to-scf="lower-permutation-maps=1 full-unroll=1" %s -split-input-file > %t.o7 && %upstream_opt -convert-vector-to-scf="lower-permutation-maps=1 full-unroll=1" %s -split-input-file > %t.u7 && diff %t.o7 %t.u7
// RUN: cmlir-opt -convert-vector-to-scf=lower-tensors=1 %s -mlir-print-op-generic -split-input-file > %t.ours && %upstream_opt -convert-vector-to-scf=lower-tensors=1 %s -mlir-print-op-generic -split-input-file > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-scf %s -split-input-file | FileCheck %s
// RUN: cmlir-opt -convert-vector-to-scf=full-unroll=1 %s -split-input-file | FileCheck %s --check-prefix=UNROLL

// CHECK-LABEL: func @read3d
// CHECK: memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK: vector.type_cast %{{.*}} : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK: scf.for
// CHECK: cmpi sgt
// CHECK: scf.if
// CHECK: vector.type_cast %{{.*}} : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK: scf.for
// CHECK: vector.transfer_read %{{.*}} : memref<?x?x?xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: memref.store
// UNROLL-LABEL: func @read3d
// UNROLL-NOT: memref.alloca
// UNROLL: vector.insert %{{.*}} [0, 0] : vector<4xf32> into vector<2x3x4xf32>
func @read3d(%m: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %p = constant 0.5 : f32
  %0 = vector.transfer_read %m[%i, %i, %i], %p {in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

// CHECK-LABEL: func @write2d
// CHECK: memref.store %{{.*}}, %{{.*}}[] : memref<vector<3x4xf32>>
// CHECK: scf.for
// CHECK-NOT: scf.if
// CHECK: vector.transfer_write
// UNROLL-LABEL: func @write2d
// UNROLL: vector.extract %{{.*}}[2] : vector<3x4xf32>
func @write2d(%m: memref<?x?xf32>, %v: vector<3x4xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?xf32>
  return
}

// -----

func @transposed(%m: memref<?x?xf32>, %i: index) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

func @broadcast_inner(%m: memref<8x?xf32>, %i: index) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d0)>} : memref<8x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

func @broadcast_lead(%m: memref<8x?xf32>, %i: index) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

func @write_transposed(%m: memref<?x?xf32>, %i: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, memref<?x?xf32>
  return
}

func @projected(%m: memref<?x?x?xf32>, %i: index) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0)>} : memref<?x?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func @masked2d
// CHECK: memref.alloca() : memref<vector<3x4xi1>>
// CHECK: vector.type_cast %{{.*}} : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
func @masked2d(%m: memref<?x?xf32>, %i: index, %k: vector<3x4xi1>) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p, %k : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

func @masked_bcast(%m: memref<?x?xf32>, %i: index, %k: vector<3xi1>) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

func @masked_write(%m: memref<?x?xf32>, %i: index, %v: vector<3x4xf32>, %k: vector<3x4xi1>) {
  vector.transfer_write %v, %m[%i, %i], %k : vector<3x4xf32>, memref<?x?xf32>
  return
}

func @masked_perm3(%m: memref<?x?x?xf32>, %i: index, %k: vector<2x4xi1>) -> vector<2x3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i, %i], %p, %k {in_bounds = [false, true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d0)>} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

// CHECK-LABEL: func @tensor_write
// CHECK: vector.transfer_write {{.*}} : vector<3x4xf32>, tensor<?x?xf32>
func @tensor_write(%t: tensor<?x?xf32>, %i: index, %v: vector<3x4xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %v, %t[%i, %i] : vector<3x4xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func @tensor_read(%t: tensor<?x?xf32>, %i: index) -> vector<3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %t[%i, %i], %p : tensor<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func @read1d_perm
// CHECK: scf.for {{.*}} iter_args
// CHECK: index_cast %{{.*}} : index to i32
// CHECK: vector.extractelement
// CHECK: memref.load
// CHECK: vector.insertelement
func @read1d_perm(%m: memref<?x?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func @write1d_perm
// CHECK: vector.extractelement
// CHECK: memref.store
func @write1d_perm(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

func @read1d_bcast(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

func @read1d_strided(%m: memref<?xf32, affine_map<(d0) -> (d0 * 2)>>, %i: index) -> vector<4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32, affine_map<(d0) -> (d0 * 2)>>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// Static shapes (dims fold), an extract feeding a write and a read
// feeding an insert (the unrolled lowering uses them directly).
func @static_write(%m: memref<4x5xf32>, %v: vector<2x3xf32>, %i: index) {
  %c1 = constant 1 : index
  vector.transfer_write %v, %m[%c1, %i] : vector<2x3xf32>, memref<4x5xf32>
  %e = vector.extract %v[0] : vector<2x3xf32>
  vector.transfer_write %e, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<3xf32>, memref<4x5xf32>
  return
}

func @read_into_insert(%m: memref<?x?xf32>, %i: index, %d: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %p = constant 1.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<3x4xf32>
  %1 = vector.insert %0, %d[1] : vector<3x4xf32> into vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

func @extract_into_write(%m: memref<?x?xf32>, %i: index, %d: vector<2x3x4xf32>) {
  %0 = vector.extract %d[1] : vector<2x3x4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<3x4xf32>, memref<?x?xf32>
  return
}

func @nested(%m: memref<?x?xf32>, %i: index, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %p = constant 0.0 : f32
  scf.for %k = %c0 to %n step %c1 {
    %0 = vector.transfer_read %m[%k, %i], %p : memref<?x?xf32>, vector<2x4xf32>
    vector.transfer_write %0, %m[%i, %k] : vector<2x4xf32>, memref<?x?xf32>
  }
  return
}

// -----

// Left alone: an element type change, tensors without lower-tensors.
func @elem_change(%m: memref<?x?xvector<4xf32>>, %i: index) -> vector<3x4xf32> {
  %p = constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<4xf32>>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
