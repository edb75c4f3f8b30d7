// -fold-memref-subview-ops leaves alone what it must not fold: accesses of
// memrefs that are not subview results (arguments, casts, views,
// reinterpret_casts, block arguments), subviews used by other ops; the
// greedy driver still folds what 13 folds (a subview whose type is its
// source's). Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -fold-memref-subview-ops -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -fold-memref-subview-ops %s | FileCheck %s

// (the load of the cast folds the cast away: memref.load's own fold)
// CHECK-LABEL: func @not_subview
// CHECK: memref.load %arg0[%arg2]
// CHECK: memref.load %arg0[%arg2]
// CHECK: memref.reinterpret_cast
// CHECK: memref.store
// CHECK-NOT: affine.apply
func @not_subview(%m: memref<8xf32>, %u: memref<8xf32>, %k: index) -> f32 {
  %0 = memref.load %m[%k] : memref<8xf32>
  %1 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %2 = memref.load %1[%k] : memref<?xf32>
  %3 = memref.reinterpret_cast %u to offset: [1], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32, offset: 1, strides: [2]>
  memref.store %0, %3[%k] : memref<4xf32, offset: 1, strides: [2]>
  %4 = addf %0, %2 : f32
  return %4 : f32
}

// The subview stays for its other user; only the load folds.
// CHECK-LABEL: func @other_user
// CHECK: %[[SV:.*]] = memref.subview
// CHECK: affine.apply
// CHECK: memref.load %arg0[
// CHECK: "test.use"(%[[SV]])
func @other_user(%m: memref<8x8xf32>, %i: index, %k: index) -> f32 {
  %0 = memref.subview %m[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, offset: ?, strides: [8, 1]>
  %1 = memref.load %0[%k, %k] : memref<4x4xf32, offset: ?, strides: [8, 1]>
  "test.use"(%0) : (memref<4x4xf32, offset: ?, strides: [8, 1]>) -> ()
  return %1 : f32
}

// A block argument is no subview result.
// CHECK-LABEL: func @block_arg
// CHECK: ^bb1(%[[B:.*]]: memref<4xf32, #{{.*}}>):
// CHECK: memref.load %[[B]][%arg1]
func @block_arg(%m: memref<8xf32>, %k: index) -> f32 {
  %0 = memref.subview %m[2][4][1] : memref<8xf32> to memref<4xf32, offset: 2, strides: [1]>
  br ^bb1(%0 : memref<4xf32, offset: 2, strides: [1]>)
^bb1(%b: memref<4xf32, offset: 2, strides: [1]>):
  %1 = memref.load %b[%k] : memref<4xf32, offset: 2, strides: [1]>
  return %1 : f32
}

// An identity subview folds to its source (its fold), no affine.apply.
// CHECK-LABEL: func @identity
// CHECK-NEXT: memref.load %arg0[%arg1] : memref<8xf32>
func @identity(%m: memref<8xf32>, %k: index) -> f32 {
  %0 = memref.subview %m[0][8][1] : memref<8xf32> to memref<8xf32>
  %1 = memref.load %0[%k] : memref<8xf32>
  return %1 : f32
}

// affine.apply of constants folds in the same driver.
// CHECK-LABEL: func @apply_fold
// CHECK-NEXT: %[[C:.*]] = constant 15 : index
// CHECK-NEXT: return %[[C]], %arg0
func @apply_fold(%x: index) -> (index, index) {
  %c3 = constant 3 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%c3]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%c3)[%x]
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c3)
  return %0, %1 : index, index
}
