// -affine-loop-tile: each perfect nest directly in the function becomes
// tile-space loops and intra-tile loops (a `min` with the original upper
// bound when the trip count is not a multiple of the tile size).  Diffed
// with mlir-opt-13 for tile-size, tile-sizes and the cache-size heuristic.
// (Loads and stores use different memrefs: 13 remarks on tilings its
// dependence analysis rejects.)
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-tile=tile-size=32 %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile=tile-size=32 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile=tile-size=4 -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile=tile-size=4 -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile='tile-sizes=4 tile-sizes=8' %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile='tile-sizes=4 tile-sizes=8' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile=cache-size=8 %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile=cache-size=8 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile=cache-size=1 %s > %t.ours
// RUN: %upstream_opt -affine-loop-tile=cache-size=1 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-tile=tile-size=32 %s | FileCheck %s

// CHECK-LABEL: func @two_d
// CHECK: affine.for %[[I:.*]] = 0 to 100 step 32 {
// CHECK: affine.for %[[J:.*]] = 0 to 50 step 32 {
// CHECK: affine.for %{{.*}} = #{{.*}}(%[[I]]) to min #{{.*}}(%[[I]]) {
func @two_d(%A: memref<100x100xf32>, %B: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %B[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

func @symbolic(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i, %i] : memref<100x100xf32>
  }
  affine.for %i = 2 to min affine_map<()[s0] -> (s0, 60)>()[%n] step 2 {
    %v = affine.load %A[%i, 0] : memref<100x100xf32>
  }
  return
}

func @small_trip(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %v = affine.load %A[%j, %k] : memref<64x64xf32>
        affine.store %v, %B[%k, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

func @imperfect(%A: memref<64xf32>, %B: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.for %j = 0 to 16 {
      affine.store %v, %B[%j] : memref<64xf32>
    }
  }
  return
}
