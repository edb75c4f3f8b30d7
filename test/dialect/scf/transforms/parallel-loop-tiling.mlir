// -parallel-loop-tiling: every innermost scf.parallel becomes an outer loop
// stepping by step * tile size and an inner loop over one tile (bounded by
// affine.min unless the constant trip count is a multiple of the tile).
// Diffed with mlir-opt-13 (locations included, and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -pass-pipeline='func(parallel-loop-tiling{parallel-loop-tile-sizes=2,5})' -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -pass-pipeline='func(parallel-loop-tiling{parallel-loop-tile-sizes=2,5})' -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -parallel-loop-tiling='parallel-loop-tile-sizes=4' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -parallel-loop-tiling='parallel-loop-tile-sizes=4' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -parallel-loop-tiling -split-input-file %s > %t.ours3
// RUN: %upstream_opt -parallel-loop-tiling -split-input-file %s > %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: cmlir-opt -pass-pipeline='func(parallel-loop-tiling{parallel-loop-tile-sizes=2,5})' -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -parallel-loop-tiling -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -parallel-loop-tiling=parallel-loop-tile-sizes=0 %s 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not cmlir-opt -parallel-loop-tiling=parallel-loop-tile-sizes=x %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not cmlir-opt -pass-pipeline='parallel-loop-tiling' %s 2>&1 | FileCheck %s --check-prefix=NEST

// DUMP: IR Dump After SCFParallelLoopTiling //
// HELP:      --parallel-loop-tiling {{ *}}-   Tile parallel loops
// HELP-NEXT:   --parallel-loop-tile-sizes=<long> {{ *}}- Factors to tile parallel loops by
// ZERO: error: 'func' op parallel-loop-tile-sizes must be positive, got 0
// BAD: cmlir-opt: for the --parallel-loop-tile-sizes option: 'x' value invalid for long argument!
// NEST: error: Can't add pass 'SCFParallelLoopTiling' restricted to 'func'

// CHECK: #[[MAP:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
// CHECK-LABEL: func @dynamic(
// CHECK: %[[C0:.*]] = constant 0 : index
// CHECK: %[[T0:.*]] = constant 2 : index
// CHECK: %[[T1:.*]] = constant 5 : index
// CHECK: %[[S0:.*]] = muli %{{.*}}, %[[T0]] : index
// CHECK: %[[S1:.*]] = muli %{{.*}}, %[[T1]] : index
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = {{.*}} step (%[[S0]], %[[S1]]) {
// CHECK:   %[[B0:.*]] = affine.min #[[MAP]](%[[S0]], %{{.*}}, %[[I]])
// CHECK:   %[[B1:.*]] = affine.min #[[MAP]](%[[S1]], %{{.*}}, %[[J]])
// CHECK:   scf.parallel (%[[K:.*]], %[[L:.*]]) = (%[[C0]], %[[C0]]) to (%[[B0]], %[[B1]])
// CHECK:     %[[X:.*]] = addi %[[K]], %[[I]] : index
// CHECK:     %[[Y:.*]] = addi %[[L]], %[[J]] : index
// CHECK:     memref.store %{{.*}}, %{{.*}}[%[[X]], %[[Y]]]
func @dynamic(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %f: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// Constant trip counts 10 (a multiple of 2) and 7 (not of 5); a third
// dimension gets the tile size 1.
// CHECK-LABEL: func @constant_bounds(
// CHECK: scf.parallel
// CHECK-NOT: affine.min {{.*}}%arg
// CHECK: affine.min
// CHECK-NOT: affine.min
// CHECK: scf.parallel
func @constant_bounds(%m: memref<20x7x3xi8>, %v: i8) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  %c20 = constant 20 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c20, %c7, %c3) step (%c2, %c1, %c1) {
    memref.store %v, %m[%i, %j, %k] : memref<20x7x3xi8>
  }
  return
}

// -----

// Only innermost loops are tiled, also under scf.for; loops with
// reductions are left alone.
// CHECK-LABEL: func @nesting(
// CHECK: scf.for
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: scf.parallel
func @nesting(%n: index, %m: memref<?xf32>, %f: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.parallel (%j) = (%i) to (%n) step (%c1) {
        memref.store %f, %m[%j] : memref<?xf32>
      }
    }
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
