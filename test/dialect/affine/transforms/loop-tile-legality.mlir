// -affine-loop-tile remarks on a band whose tiling violates a dependence
// (a component with lb < ub < 0, as 13 tests it) and tiles it anyway; the
// remark and its note are diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-tile=tile-size=32 %s 2> %t.ours-err > %t.ours
// RUN: %upstream_opt -affine-loop-tile=tile-size=32 %s 2> %t.up-err > %t.up
// RUN: diff %t.ours %t.up
// RUN: diff %t.ours-err %t.up-err
// RUN: cmlir-opt -affine-loop-tile=tile-size=32 %s 2>&1 >/dev/null | FileCheck %s

// CHECK: loop-tile-legality.mlir:[[@LINE+2]]:3: remark: tiled code is illegal due to dependences
func @transpose_in_place(%A: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

// CHECK-NOT: remark
func @skew(%A: memref<100x100xf32>) {
  affine.for %i = 1 to 100 {
    affine.for %j = 1 to 99 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<100x100xf32>
      affine.store %v, %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}
