// std.constant: integer, index, i1, float, elements, symbol, unit and complex constants; result names; attribute dictionaries.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt %t.ours | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt %t.gen | diff - %t.up
// RUN: %upstream_opt %t.gen | diff - %t.up

// CHECK: func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func @constants() {
// CHECK-NEXT: %c42_i32 = constant 42 : i32
// CHECK-NEXT: %c-7_i64 = constant -7 : i64
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %c1 = constant 1 : index
// CHECK-NEXT: %true = constant true
// CHECK-NEXT: %false = constant false
// CHECK-NEXT: %c-1_i8 = constant -1 : i8
// CHECK-NEXT: %c1_i128 = constant 1 : i128
// CHECK-NEXT: %cst = constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = constant -2.500000e+00 : f64
// CHECK-NEXT: %cst_1 = constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_3 = constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_4 = constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_5 = constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_6 = constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-NEXT: %cst_7 = constant dense<true> : vector<2xi1>
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %cst_8 = constant unit
// CHECK-NEXT: %cst_9 = constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %c42_i32_10 = constant  {foo = 1 : i32} 42 : i32
// CHECK-NEXT: %f_11 = constant  {bar} @callee : (i32) -> i32
// CHECK-NEXT: %cst_12 = constant dense<> : tensor<0xi32>
// CHECK-NEXT: %cst_13 = constant sparse<0, 1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %true_14 = constant true
// CHECK-NEXT: %c9223372036854775807_i64 = constant 9223372036854775807 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = constant -9223372036854775808 : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "std.return"(%arg0) : (i32) -> ()
// GENERIC: %0 = "std.constant"() {value = 42 : i32} : () -> i32
// GENERIC-NEXT: %1 = "std.constant"() {value = -7 : i64} : () -> i64
// GENERIC-NEXT: %2 = "std.constant"() {value = 0 : index} : () -> index
// GENERIC-NEXT: %3 = "std.constant"() {value = 1 : index} : () -> index
// GENERIC-NEXT: %4 = "std.constant"() {value = true} : () -> i1
// GENERIC-NEXT: %5 = "std.constant"() {value = false} : () -> i1
// GENERIC-NEXT: %6 = "std.constant"() {value = -1 : i8} : () -> i8
// GENERIC-NEXT: %7 = "std.constant"() {value = 1 : i128} : () -> i128
// GENERIC-NEXT: %8 = "std.constant"() {value = 1.000000e+00 : f32} : () -> f32
// GENERIC-NEXT: %9 = "std.constant"() {value = -2.500000e+00 : f64} : () -> f64
// GENERIC-NEXT: %10 = "std.constant"() {value = 0x7FC00000 : f32} : () -> f32
// GENERIC-NEXT: %11 = "std.constant"() {value = 1.500000e+00 : f16} : () -> f16
// GENERIC-NEXT: %12 = "std.constant"() {value = 2.000000e+00 : bf16} : () -> bf16
// GENERIC-NEXT: %13 = "std.constant"() {value = dense<[1, 2, 3, 4]> : vector<4xi32>} : () -> vector<4xi32>
// GENERIC-NEXT: %14 = "std.constant"() {value = dense<1.000000e+00> : tensor<4xf32>} : () -> tensor<4xf32>
// GENERIC-NEXT: %15 = "std.constant"() {value = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
// GENERIC-NEXT: %16 = "std.constant"() {value = dense<true> : vector<2xi1>} : () -> vector<2xi1>
// GENERIC-NEXT: %17 = "std.constant"() {value = @callee} : () -> ((i32) -> i32)
// GENERIC-NEXT: %18 = "std.constant"() {value} : () -> none
// GENERIC-NEXT: %19 = "std.constant"() {value = [1.000000e+00 : f32, 2.000000e+00 : f32]} : () -> complex<f32>
// GENERIC-NEXT: %20 = "std.constant"() {foo = 1 : i32, value = 42 : i32} : () -> i32
// GENERIC-NEXT: %21 = "std.constant"() {bar, value = @callee} : () -> ((i32) -> i32)
// GENERIC-NEXT: %22 = "std.constant"() {value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
// GENERIC-NEXT: %23 = "std.constant"() {value = sparse<0, 1.000000e+00> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
// GENERIC-NEXT: %24 = "std.constant"() {value = true} : () -> i1
// GENERIC-NEXT: %25 = "std.constant"() {value = 9223372036854775807 : i64} : () -> i64
// GENERIC-NEXT: %26 = "std.constant"() {value = -9223372036854775808 : i64} : () -> i64
// GENERIC-NEXT: "std.return"() : () -> ()

func @callee(%a: i32) -> i32 {
  return %a : i32
}
func @constants() {
  %0 = constant 42 : i32
  %1 = constant -7 : i64
  %2 = constant 0 : index
  %3 = constant 1 : index
  %4 = constant true
  %5 = constant false
  %6 = constant 255 : i8
  %7 = constant 1 : i128
  %8 = constant 1.0 : f32
  %9 = constant -2.5 : f64
  %10 = constant 0x7FC00000 : f32
  %11 = constant 1.5 : f16
  %12 = constant 2.0 : bf16
  %13 = constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %14 = constant dense<1.0> : tensor<4xf32>
  %15 = constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %16 = constant dense<true> : vector<2xi1>
  %17 = constant @callee : (i32) -> i32
  %18 = constant unit
  %19 = constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %20 = constant {foo = 1 : i32} 42 : i32
  %21 = constant {bar} @callee : (i32) -> i32
  %22 = constant dense<> : tensor<0xi32>
  %23 = constant sparse<[[0, 0]], [1.0]> : tensor<2x2xf32>
  %24 = constant -1 : i1
  %25 = constant 9223372036854775807 : i64
  %26 = constant -9223372036854775808 : i64
  return
}
