// -affine-loop-unroll-jam: the first op of each function, when it is an
// affine.for, is unrolled by the factor and the copies of each run of
// non-loop ops are jammed right after it, inside the nested loops; a
// cleanup loop takes the remaining iterations.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-unroll-jam %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll-jam %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll-jam=unroll-jam-factor=2 %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll-jam=unroll-jam-factor=2 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll-jam=unroll-jam-factor=3 -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll-jam=unroll-jam-factor=3 -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll-jam=unroll-jam-factor=2 %s | FileCheck %s

// CHECK-LABEL: func @matmul
// CHECK: affine.for %{{.*}} = 0 to 16 step 2 {
func @matmul(%A: memref<16x16xf32>, %B: memref<16x16xf32>, %C: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<16x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x16xf32>
        %c = affine.load %C[%i, %j] : memref<16x16xf32>
        %p = mulf %a, %b : f32
        %s = addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x16xf32>
      }
    }
  }
  return
}

func @imperfect(%A: memref<64xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<64xf32>
    %w = addf %v, %x : f32
    affine.for %j = 0 to 8 {
      affine.store %w, %A[%j] : memref<64xf32>
    }
    affine.store %x, %A[%i] : memref<64xf32>
  }
  return
}

func @symbolic(%A: memref<64xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to %n {
    affine.store %x, %A[%i] : memref<64xf32>
  }
  return
}

func @not_first(%A: memref<64xf32>, %x: f32) {
  %c = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %x, %A[%i] : memref<64xf32>
  }
  return
}

func @short(%A: memref<64xf32>, %x: f32) {
  affine.for %i = 0 to 3 {
    affine.store %x, %A[%i] : memref<64xf32>
  }
  return
}
