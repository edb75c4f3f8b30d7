// -convert-vector-to-llvm on shuffle (1-D and n-D), fma (1-D, 2-D) and
// reductions of every kind, diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm='reassociate-fp-reductions=1' %s > %t.ours.r && %upstream_opt -convert-vector-to-llvm='reassociate-fp-reductions=1' %s > %t.up.r && diff %t.ours.r %t.up.r
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s
// CHECK: llvm.insertelement
// CHECK: llvm.intr.fmuladd
// CHECK: llvm.intr.vector.reduce.fadd

func @shuffle(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %b [0, 5, 2] : vector<4xf32>, vector<2xf32>
  return %0 : vector<3xf32>
}
func @shuffle2(%a: vector<2x4xf32>, %b: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.shuffle %a, %b [2, 0, 1] : vector<2x4xf32>, vector<1x4xf32>
  return %0 : vector<3x4xf32>
}
func @fma(%a: vector<4xf32>, %b: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}
func @red(%a: vector<4xf32>, %b: vector<4xi32>, %c: f32) -> (f32, i32, f32, f32) {
  %0 = vector.reduction "add", %a : vector<4xf32> into f32
  %1 = vector.reduction "max", %b : vector<4xi32> into i32
  %2 = vector.reduction "mul", %a, %c : vector<4xf32> into f32
  %3 = vector.reduction "min", %a : vector<4xf32> into f32
  return %0, %1, %2, %3 : f32, i32, f32, f32
}
func @s2(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xi8>, %d: vector<4xf64>, %e: vector<4xi1>, %g: vector<4xindex>, %u: vector<4xui8>) -> (vector<3xf32>, i8, i8, i8, i8, i8, i8, f64, f64, i1, index, ui8, ui8, i8) {
  %0 = vector.shuffle %a, %b [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %1 = vector.reduction "add", %c : vector<4xi8> into i8
  %2 = vector.reduction "mul", %c : vector<4xi8> into i8
  %3 = vector.reduction "min", %c : vector<4xi8> into i8
  %4 = vector.reduction "and", %c : vector<4xi8> into i8
  %5 = vector.reduction "or", %c : vector<4xi8> into i8
  %6 = vector.reduction "xor", %c : vector<4xi8> into i8
  %7 = vector.reduction "max", %d : vector<4xf64> into f64
  %8 = vector.reduction "mul", %d : vector<4xf64> into f64
  %9 = vector.reduction "and", %e : vector<4xi1> into i1
  %10 = vector.reduction "add", %g : vector<4xindex> into index
  %11 = vector.reduction "min", %u : vector<4xui8> into ui8
  %12 = vector.reduction "max", %u : vector<4xui8> into ui8
  %13 = vector.reduction "max", %c : vector<4xi8> into i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<3xf32>, i8, i8, i8, i8, i8, i8, f64, f64, i1, index, ui8, ui8, i8
}
