// -affine-parallelize on loops holding other ops: memref.alloca and
// memref.load (effects other than affine accesses) keep the loop; ops with
// recursive effects (scf.for, affine.parallel) are looked into; affine
// vector loads / stores are accesses like affine.load / affine.store; a
// dependence carried by the outer loop only keeps the outer loop.  Diffed
// with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-parallelize %s > %t.ours
// RUN: %upstream_opt -affine-parallelize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize %s | FileCheck %s

// CHECK-LABEL: func @e
// CHECK: affine.for
// CHECK-NEXT: memref.alloca
// CHECK: affine.for
// CHECK-NEXT: memref.load
func @e(%A: memref<10x10xf32>, %B: memref<10xf32>, %V: memref<16xf32>) {
  affine.for %i = 0 to 10 {
    %m = memref.alloca() : memref<4xf32>
  }
  affine.for %i = 0 to 10 {
    %v = memref.load %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.parallel (%j) = (0) to (10) {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %c0 = constant 0 : index
    %c4 = constant 4 : index
    %c1 = constant 1 : index
    scf.for %k = %c0 to %c4 step %c1 {
      %v = affine.load %B[%i] : memref<10xf32>
      affine.store %v, %B[%i] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 4 {
    %v = affine.vector_load %V[%i * 4] : memref<16xf32>, vector<4xf32>
    affine.vector_store %v, %V[%i * 4] : memref<16xf32>, vector<4xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %B[%i floordiv 2] : memref<10xf32>
    affine.store %v, %B[%i floordiv 2] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j, %i] : memref<10x10xf32>
      affine.store %v, %A[%j + 1, %i] : memref<10x10xf32>
    }
  }
  return
}
