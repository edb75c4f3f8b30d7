// The reassociation list as upstream 13 reads it: a trailing comma after a
// group is allowed, hex indices too.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<2x2xf32> into memref<4xf32>
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<2x2xf32> into memref<4xf32>
func @f(%m: memref<2x2xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], ] : memref<2x2xf32> into memref<4xf32>
  %1 = memref.collapse_shape %m [[0, 0x1]] : memref<2x2xf32> into memref<4xf32>
  return
}
