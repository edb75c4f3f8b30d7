// -fold-memref-subview-ops: loads and stores through a memref.subview
// access the subview's source with affine.apply indices (static strides and
// offsets folded into the map, dynamic ones as symbols); diffed with
// mlir-opt-13, locations included.
// REQUIRES: upstream
// RUN: cmlir-opt -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -fold-memref-subview-ops %s | FileCheck %s
// RUN: cmlir-opt -fold-memref-subview-ops %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -fold-memref-subview-ops -print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// DUMP: // -----// IR Dump After FoldSubViewOps //----- //
// HELP: --fold-memref-subview-ops {{ *}}- Fold memref.subview ops into consumer load/store ops

// CHECK-DAG: #[[MS:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-DAG: #[[MT:.*]] = affine_map<(d0)[s0] -> (d0 * 3 + s0)>
// CHECK-DAG: #[[P4:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG: #[[P2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG: #[[DYN:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-DAG: #[[DSTR:.*]] = affine_map<(d0)[s0] -> (d0 * s0 + 3)>

// CHECK-LABEL: func @static_strides_dynamic_offsets
// CHECK: %[[A:.*]] = affine.apply #[[MS]](%arg3)[%arg1]
// CHECK: %[[B:.*]] = affine.apply #[[MT]](%arg4)[%arg2]
// CHECK: memref.load %arg0[%[[A]], %[[B]]] : memref<12x32xf32>
// CHECK-NOT: subview
func @static_strides_dynamic_offsets(%m: memref<12x32xf32>, %i: index, %j: index, %k: index, %l: index) -> f32 {
  %0 = memref.subview %m[%i, %j][4, 4][2, 3] : memref<12x32xf32> to memref<4x4xf32, offset: ?, strides: [64, 3]>
  %1 = memref.load %0[%k, %l] : memref<4x4xf32, offset: ?, strides: [64, 3]>
  return %1 : f32
}

// All static: constant indices fold to constants, the unused load is
// erased, several users of one subview.
// CHECK-LABEL: func @all_static
// CHECK: %[[C5:.*]] = constant 5 : index
// CHECK: %[[C3:.*]] = constant 3 : index
// CHECK: affine.apply #[[P4]](%arg1)
// CHECK: affine.apply #[[P2]](%arg2)
// CHECK: memref.store %{{.*}}, %arg0[%[[C5]], %[[C3]]] : memref<12x32xf32>
func @all_static(%m: memref<12x32xf32>, %k: index, %l: index) -> f32 {
  %0 = memref.subview %m[4, 2][4, 4][1, 1] : memref<12x32xf32> to memref<4x4xf32, offset: 130, strides: [32, 1]>
  %1 = memref.load %0[%k, %l] : memref<4x4xf32, offset: 130, strides: [32, 1]>
  %c1 = constant 1 : index
  %2 = memref.load %0[%c1, %l] : memref<4x4xf32, offset: 130, strides: [32, 1]>
  memref.store %1, %0[%c1, %c1] : memref<4x4xf32, offset: 130, strides: [32, 1]>
  return %1 : f32
}

// CHECK-LABEL: func @all_dynamic
// CHECK: affine.apply #[[DYN]](%arg7)[%arg5, %arg1]
// CHECK: affine.apply #[[DYN]](%arg7)[%arg6, %arg2]
// CHECK: memref.store %arg8, %arg0[
func @all_dynamic(%m: memref<?x?xf32>, %o0: index, %o1: index, %s0: index, %s1: index, %st0: index, %st1: index, %k: index, %v: f32) {
  %0 = memref.subview %m[%o0, %o1][%s0, %s1][%st0, %st1] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  memref.store %v, %0[%k, %k] : memref<?x?xf32, offset: ?, strides: [?, ?]>
  return
}

// Dynamic stride with a static offset.
// CHECK-LABEL: func @dynamic_stride
// CHECK: affine.apply #[[DSTR]](%arg2)[%arg1]
func @dynamic_stride(%m: memref<16xf32>, %st: index, %k: index) -> f32 {
  %0 = memref.subview %m[3][4][%st] : memref<16xf32> to memref<4xf32, offset: 3, strides: [?]>
  %1 = memref.load %0[%k] : memref<4xf32, offset: 3, strides: [?]>
  return %1 : f32
}

// A subview of a subview folds twice (the affine.apply ops are not
// composed: 13's pass has no pattern for that).
// CHECK-LABEL: func @nested
// CHECK-NOT: subview
// CHECK: memref.load %arg0[
func @nested(%m: memref<64x64xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.subview %m[%i, 8][16, 16][1, 1] : memref<64x64xf32> to memref<16x16xf32, offset: ?, strides: [64, 1]>
  %1 = memref.subview %0[2, %j][4, 4][2, 2] : memref<16x16xf32, offset: ?, strides: [64, 1]> to memref<4x4xf32, offset: ?, strides: [128, 2]>
  %2 = memref.load %1[%j, %i] : memref<4x4xf32, offset: ?, strides: [128, 2]>
  return %2 : f32
}

// Accesses inside nested regions fold too.
// CHECK-LABEL: func @in_loop
// CHECK: scf.for
// CHECK: affine.apply
// CHECK: memref.store %{{.*}}, %arg0[
func @in_loop(%m: memref<10xi32>, %n: index, %v: i32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %0 = memref.subview %m[2][%n][1] : memref<10xi32> to memref<?xi32, offset: 2, strides: [1]>
  scf.for %iv = %c0 to %n step %c1 {
    memref.store %v, %0[%iv] : memref<?xi32, offset: 2, strides: [1]>
  }
  return
}

// 13 runs the pass's driver bottom-up (GreedyRewriteConfig's default, not
// -canonicalize's top-down): ops are visited last to first, so the
// re-created constants come out in the input's order.
// CHECK-LABEL: func @constants
// CHECK-NEXT: %[[C0:.*]] = constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = constant 1 : index
// CHECK-NEXT: %[[C8:.*]] = constant 8 : index
// CHECK-NEXT: %[[C2:.*]] = constant 2 : index
// CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %arg1 step %[[C1]]
func @constants(%m: memref<10xindex>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %0 = memref.subview %m[2][%n][1] : memref<10xindex> to memref<?xindex, offset: 2, strides: [1]>
  scf.for %iv = %c0 to %n step %c1 {
    %c7 = constant 7 : index
    %c1b = constant 1 : index
    %s = addi %c7, %c1b : index
    memref.store %s, %0[%iv] : memref<?xindex, offset: 2, strides: [1]>
  }
  %c2 = constant 2 : index
  memref.store %c2, %m[%c1] : memref<10xindex>
  return
}
