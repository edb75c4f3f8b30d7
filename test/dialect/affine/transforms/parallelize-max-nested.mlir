// -affine-parallelize=max-nested=N: outer loops are converted first and a
// loop with N affine.parallel ancestors (below its affine scope, including
// ones that were there before) stays an affine.for.  Diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-parallelize %s > %t.ours
// RUN: %upstream_opt -affine-parallelize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize=max-nested=0 %s > %t.ours
// RUN: %upstream_opt -affine-parallelize=max-nested=0 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize=max-nested=1 %s > %t.ours
// RUN: %upstream_opt -affine-parallelize=max-nested=1 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize=max-nested=2 %s > %t.ours
// RUN: %upstream_opt -affine-parallelize=max-nested=2 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize=max-nested=2 %s | FileCheck %s

// CHECK-LABEL: func @deep
// CHECK: affine.parallel
// CHECK-NEXT: affine.parallel
// CHECK-NEXT: affine.for
func @deep(%A: memref<4x5x6xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        %v = affine.load %A[%i, %j, %k] : memref<4x5x6xf32>
        %w = mulf %v, %v : f32
        affine.store %w, %A[%i, %j, %k] : memref<4x5x6xf32>
      }
    }
  }
  return
}

func @inside_parallel(%A: memref<4x5xf32>) {
  affine.parallel (%i) = (0) to (4) {
    affine.for %j = 0 to 5 {
      %v = affine.load %A[%i, %j] : memref<4x5xf32>
      affine.store %v, %A[%i, %j] : memref<4x5xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = affine.load %A[%i, 0] : memref<4x5xf32>
      affine.store %v, %A[%i, %j] : memref<4x5xf32>
    }
  }
  return
}
