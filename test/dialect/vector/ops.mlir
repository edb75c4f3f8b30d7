// Every op of cmlir's vector subset in custom and generic form: our output
// is diffed with mlir-opt-13's (custom, generic) and re-parsed by both.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @ops
func @ops(%a: vector<4xf32>, %b: vector<2x4xf32>, %c: vector<3x2x4xf32>, %s: f32, %i: i32, %m: memref<4xf32>) {
  // CHECK: vector.extract %arg0[1] : vector<4xf32>
  %0 = vector.extract %a[1] : vector<4xf32>
  // CHECK: vector.extract %arg1[1] : vector<2x4xf32>
  %1 = vector.extract %b[1] : vector<2x4xf32>
  // CHECK: vector.extract %arg2[1, 0] : vector<3x2x4xf32>
  %2 = vector.extract %c[1, 0] : vector<3x2x4xf32>
  // CHECK: vector.extract %arg2[1, 0, 2] {foo} : vector<3x2x4xf32>
  %3 = vector.extract %c[1, 0, 2] {foo} : vector<3x2x4xf32>
  // CHECK: vector.extract %arg2[] : vector<3x2x4xf32>
  %4 = vector.extract %c[] : vector<3x2x4xf32>
  // CHECK: vector.insert %arg3, %arg0 [2] : f32 into vector<4xf32>
  %5 = vector.insert %s, %a[2] : f32 into vector<4xf32>
  // CHECK: vector.insert %arg0, %arg1 [0] {foo = 1 : i32} : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %a, %b [0] {foo = 1 : i32} : vector<4xf32> into vector<2x4xf32>
  // CHECK: vector.insert %arg3, %arg2 [0, 1, 2] : f32 into vector<3x2x4xf32>
  %7 = vector.insert %s, %c[0, 1, 2] : f32 into vector<3x2x4xf32>
  // CHECK: vector.extractelement %arg0[%arg4 : i32] : vector<4xf32>
  %8 = vector.extractelement %a[%i : i32] : vector<4xf32>
  // CHECK: vector.insertelement %arg3, %arg0[%arg4 : i32] : vector<4xf32>
  %9 = vector.insertelement %s, %a[%i : i32] : vector<4xf32>
  // CHECK: vector.broadcast %arg3 : f32 to vector<4xf32>
  %10 = vector.broadcast %s : f32 to vector<4xf32>
  // CHECK: vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
  %11 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  // CHECK: vector.broadcast %arg4 : i32 to vector<1x4xi32>
  %12 = vector.broadcast %i : i32 to vector<1x4xi32>
  // 13 accepts any non-vector source
  // CHECK: vector.broadcast %arg5 : memref<4xf32> to vector<4xf32>
  %13 = vector.broadcast %m : memref<4xf32> to vector<4xf32>
  // CHECK: vector.print %arg0 : vector<4xf32>
  vector.print %a : vector<4xf32>
  // CHECK: vector.print %arg3 {foo} : f32
  vector.print %s {foo} : f32
  // CHECK: vector.print %arg5 : memref<4xf32>
  vector.print %m : memref<4xf32>
  // 13 checks only the ranks of an inserted vector
  // CHECK: vector.insert %arg0, %arg2 [1, 0] : vector<4xf32> into vector<3x2x4xf32>
  %14 = vector.insert %a, %c[1, 0] : vector<4xf32> into vector<3x2x4xf32>
  // CHECK: vector.insert %arg1, %arg2 [1] : vector<2x4xf32> into vector<3x2x4xf32>
  %15 = vector.insert %b, %c[1] : vector<2x4xf32> into vector<3x2x4xf32>
  return
}
