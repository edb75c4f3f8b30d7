// -fold-memref-subview-ops leaves a load / store through a subview that
// names only its leading dimensions as it is (mlir-opt-13 folds it into an
// access with too few indices, which then fails verification).
// RUN: cmlir-opt -fold-memref-subview-ops %s | FileCheck %s

// CHECK-LABEL: func @leading
// CHECK: %[[S:.*]] = memref.subview %arg0[1] [2] [1]
// CHECK: memref.load %[[S]][%arg1, %arg2]
// CHECK: memref.store %{{.*}}, %[[S]][%arg2, %arg1]
func @leading(%m: memref<5x3xf32>, %i: index, %j: index) {
  %0 = memref.subview %m[1][2][1] : memref<5x3xf32> to memref<2x3xf32, offset: 3, strides: [3, 1]>
  %1 = memref.load %0[%i, %j] : memref<2x3xf32, offset: 3, strides: [3, 1]>
  memref.store %1, %0[%j, %i] : memref<2x3xf32, offset: 3, strides: [3, 1]>
  return
}
