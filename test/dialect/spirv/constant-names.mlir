// The result names spv.Constant suggests to the printer (cst<value>_<type>,
// cst_vec_<n>x<elem>, true/false), as mlir-opt-13 prints them.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK-LABEL: spv.func @names
// CHECK: %cst-5_si8 = spv.Constant -5 : si8
// CHECK: %cst7_ui16 = spv.Constant 7 : ui16
// CHECK: %cst_f16 = spv.Constant
// CHECK: %cst_vec_2xi32 = spv.Constant
// CHECK: %cst_vec_3xf64 = spv.Constant
// CHECK: %true = spv.Constant true
// CHECK: %false = spv.Constant false
// CHECK: %cst-9223372036854775808_i64 = spv.Constant
// CHECK: %cst0_i32 = spv.Constant 0 : i32
// CHECK: %cst0_i32_0 = spv.Constant 0 : i32
// CHECK: %cst = spv.Constant [1 : i32, 2 : i32]
spv.module Logical GLSL450 {
  spv.func @names() "None" {
    %0 = spv.Constant -5 : si8
    %1 = spv.Constant 7 : ui16
    %2 = spv.Constant 1.0 : f16
    %4 = spv.Constant dense<[1, 2]> : vector<2xi32>
    %5 = spv.Constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
    %6 = spv.Constant true
    %7 = spv.Constant false
    %8 = spv.Constant -9223372036854775808 : i64
    %9 = spv.Constant 0 : i32
    %10 = spv.Constant 0 : i32
    %11 = spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x i32>
    spv.Return
  }
}
