// ODS format: an enum case given as a string prints as its keyword.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s | diff - %t.ours
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen

// CHECK: %0 = cmpi slt, %arg0, %arg0 : i32
// CHECK: %1 = cmpf oeq, %arg1, %arg1 : f32
// CHECK: %2 = atomic_rmw addf %arg1, %arg2[%arg3] : (f32, memref<10xf32>) -> f32
func @f(%x: i32, %f: f32, %m: memref<10xf32>, %i: index) {
  %0 = cmpi "slt", %x, %x : i32
  %1 = cmpf "oeq", %f, %f : f32
  %2 = atomic_rmw "addf" %f, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
