// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @unary_scalar(
// CHECK-SAME: %[[X:.*]]: f32, %[[D:.*]]: f64, %[[H:.*]]: f16, %[[B:.*]]: bf16
func @unary_scalar(%x: f32, %d: f64, %h: f16, %b: bf16) {
  // CHECK: math.atan %[[X]] : f32
  %0 = math.atan %x : f32
  // CHECK: math.cos %[[D]] : f64
  %1 = math.cos %d : f64
  // CHECK: math.sin %[[H]] : f16
  %2 = math.sin %h : f16
  // CHECK: math.exp %[[B]] : bf16
  %3 = math.exp %b : bf16
  // CHECK: math.exp2 %[[X]] : f32
  %4 = math.exp2 %x : f32
  // CHECK: math.expm1 %[[X]] : f32
  %5 = math.expm1 %x : f32
  // CHECK: math.log %[[X]] : f32
  %6 = math.log %x : f32
  // CHECK: math.log10 %[[X]] : f32
  %7 = math.log10 %x : f32
  // CHECK: math.log1p %[[X]] : f32
  %8 = math.log1p %x : f32
  // CHECK: math.log2 %[[X]] : f32
  %9 = math.log2 %x : f32
  // CHECK: math.rsqrt %[[X]] : f32
  %10 = math.rsqrt %x : f32
  // CHECK: math.sqrt %[[X]] : f32
  %11 = math.sqrt %x : f32
  // CHECK: math.tanh %[[X]] {fastmath} : f32
  %12 = math.tanh %x {fastmath} : f32
  return
}

// CHECK-LABEL: func @binary_scalar(
func @binary_scalar(%x: f32, %y: f32, %d: f64) {
  // CHECK: math.atan2 %{{.*}}, %{{.*}} : f32
  %0 = math.atan2 %x, %y : f32
  // CHECK: math.powf %{{.*}}, %{{.*}} : f64
  %1 = math.powf %d, %d : f64
  // CHECK: math.powf %{{.*}}, %{{.*}} {a = 1 : i64} : f32
  %2 = math.powf %x, %y {a = 1} : f32
  return
}

// CHECK-LABEL: func @shaped(
func @shaped(%v: vector<4xf32>, %t: tensor<4x?xf64>, %u: tensor<*xf16>,
             %w: vector<2x3xbf16>) {
  // CHECK: math.sqrt %{{.*}} : vector<4xf32>
  %0 = math.sqrt %v : vector<4xf32>
  // CHECK: math.exp %{{.*}} : tensor<4x?xf64>
  %1 = math.exp %t : tensor<4x?xf64>
  // CHECK: math.log %{{.*}} : tensor<*xf16>
  %2 = math.log %u : tensor<*xf16>
  // CHECK: math.atan2 %{{.*}}, %{{.*}} : vector<4xf32>
  %3 = math.atan2 %v, %v : vector<4xf32>
  // CHECK: math.powf %{{.*}}, %{{.*}} : tensor<4x?xf64>
  %4 = math.powf %t, %t : tensor<4x?xf64>
  // CHECK: math.tanh %{{.*}} : vector<2x3xbf16>
  %5 = math.tanh %w : vector<2x3xbf16>
  return
}

// Generic form of a math op parses and prints in the custom form.
// CHECK-LABEL: func @generic(
func @generic(%x: f32) -> f32 {
  // CHECK: %[[R:.*]] = math.cos %{{.*}} : f32
  %0 = "math.cos"(%x) : (f32) -> f32
  // CHECK: return %[[R]] : f32
  return %0 : f32
}
