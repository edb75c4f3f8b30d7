// -convert-vector-to-llvm on every op of cmlir's vector subset, diffed with
// mlir-opt-13 (custom form with locations, generic form), and then
// through -convert-std-to-llvm.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm -convert-std-to-llvm %s > %t.ours.s && %upstream_opt -convert-vector-to-llvm -convert-std-to-llvm %s > %t.up.s && diff %t.ours.s %t.up.s
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s

// CHECK-LABEL: func @f
// CHECK: llvm.extractvalue %{{.*}}[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK: llvm.mlir.constant(2 : i64) : i64
// CHECK: llvm.extractelement
func @f(%a: vector<4xf32>, %b: vector<2x4xf32>, %c: vector<3x2x4xf32>, %s: f32, %i: i32) -> (f32, vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.extract %a[1] : vector<4xf32>
  %1 = vector.extract %b[1] : vector<2x4xf32>
  %2 = vector.extract %c[1, 0] : vector<3x2x4xf32>
  %3 = vector.extract %c[1, 0, 2] : vector<3x2x4xf32>
  %4 = vector.insert %s, %a[2] : f32 into vector<4xf32>
  %5 = vector.insert %a, %b[0] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %c[0, 1, 2] : f32 into vector<3x2x4xf32>
  %7 = vector.extractelement %a[%i : i32] : vector<4xf32>
  %8 = vector.insertelement %s, %a[%i : i32] : vector<4xf32>
  return %3, %4, %5 : f32, vector<4xf32>, vector<2x4xf32>
}

// CHECK-LABEL: func @b
// CHECK: splat %arg2 : vector<4xf32>
func @b(%a: vector<4xf32>, %b: vector<1x4xf32>, %s: f32) -> (vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %b : vector<1x4xf32> to vector<2x4xf32>
  %3 = vector.broadcast %a : vector<4xf32> to vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>, vector<4xf32>
}
func @p(%a: vector<2xf32>, %b: vector<2x2xf64>, %s: f32, %i: i32, %j: index, %k: i1, %l: i64, %u: ui32) {
  vector.print %a : vector<2xf32>
  vector.print %b : vector<2x2xf64>
  vector.print %s : f32
  vector.print %i : i32
  vector.print %j : index
  vector.print %k : i1
  vector.print %l : i64
  vector.print %u : ui32
  return
}

func @bc(%a: vector<4x1xf32>, %b: vector<2x1x3xi32>, %c: vector<1xf64>, %s: i32, %t: vector<3xi32>) -> (vector<4x3xf32>, vector<2x4x3xi32>, vector<5xf64>, vector<2x3xi32>, vector<2x2x3xi32>) {
  %0 = vector.broadcast %a : vector<4x1xf32> to vector<4x3xf32>
  %1 = vector.broadcast %b : vector<2x1x3xi32> to vector<2x4x3xi32>
  %2 = vector.broadcast %c : vector<1xf64> to vector<5xf64>
  %3 = vector.broadcast %s : i32 to vector<2x3xi32>
  %4 = vector.broadcast %t : vector<3xi32> to vector<2x2x3xi32>
  return %0, %1, %2, %3, %4 : vector<4x3xf32>, vector<2x4x3xi32>, vector<5xf64>, vector<2x3xi32>, vector<2x2x3xi32>
}
func @ins(%a: vector<2x3x4xf64>, %s: f64, %v: vector<3x4xf64>, %i: index) -> (vector<2x3x4xf64>, vector<2x3x4xf64>, vector<3x4xf64>, f64, vector<3x4xf64>) {
  %0 = vector.insert %s, %a[1, 2, 3] : f64 into vector<2x3x4xf64>
  %1 = vector.insert %v, %0[0] : vector<3x4xf64> into vector<2x3x4xf64>
  %2 = vector.extract %1[1] : vector<2x3x4xf64>
  %3 = vector.extract %1[0, 1, 2] : vector<2x3x4xf64>
  return %0, %1, %2, %3, %v : vector<2x3x4xf64>, vector<2x3x4xf64>, vector<3x4xf64>, f64, vector<3x4xf64>
}
func @ee(%a: vector<4xi8>, %i: i64, %x: i8) -> (i8, vector<4xi8>) {
  %0 = vector.extractelement %a[%i : i64] : vector<4xi8>
  %1 = vector.insertelement %x, %a[%i : i64] : vector<4xi8>
  vector.print %1 : vector<4xi8>
  return %0, %1 : i8, vector<4xi8>
}
