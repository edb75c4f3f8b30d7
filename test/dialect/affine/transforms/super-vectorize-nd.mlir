// -affine-super-vectorize with 2-D and 3-D virtual vectors: a nest of as
// many loops as the vector has dimensions, outermost loop to the first
// dimension; test-fastest-varying picks the memref dimension each loop's
// accesses must vary along (a transposed access gets a permutation map, a
// row read in a 2-D loop nest a broadcast one).  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=4,8" > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=4,8" > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8,16 test-fastest-varying=0,1" > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=8,16 test-fastest-varying=0,1" > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=2,4,8 test-fastest-varying=2,1,0" > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=2,4,8 test-fastest-varying=2,1,0" > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=128 test-fastest-varying=1" > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=128 test-fastest-varying=1" > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=4,8" | FileCheck %s

// CHECK-DAG: #[[BCAST:.*]] = affine_map<(d0) -> (0, d0)>
// CHECK-LABEL: func @broadcast_row
// CHECK: affine.for %[[I:.*]] = 0 to 64 step 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 64 step 8 {
// CHECK: vector.transfer_read %arg1[%[[J]]], %{{.*}} {permutation_map = #[[BCAST]]} : memref<64xf32>, vector<4x8xf32>
func @mat(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %M: index, %N: index, %s: f32) {
  %one = constant 1.0 : f32
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      %b = affine.load %B[%j, %i] : memref<?x?xf32>
      %c = addf %a, %b : f32
      %d = addf %c, %one : f32
      %e = mulf %d, %s : f32
      affine.store %e, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func @three(%A: memref<64x64x64xf32>, %B: memref<64x64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %j, %k] : memref<64x64x64xf32>
        affine.store %a, %B[%i, %j, %k] : memref<64x64x64xf32>
      }
    }
  }
  return
}
func @broadcast_row(%A: memref<64x64xf32>, %V: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %V[%j] : memref<64xf32>
      %a = affine.load %A[%i, %j] : memref<64x64xf32>
      %s = addf %a, %v : f32
      affine.store %s, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
