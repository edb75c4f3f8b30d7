// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The logical and comparison ops of spv: the result is bool of the
// operands' shape; Select with its two types.

// CHECK-LABEL: func @compare(
func @compare(%a: i32, %v: vector<3xi64>, %x: f32, %w: vector<4xf16>) {
  // CHECK: spv.IEqual %{{.*}}, %{{.*}} : i32
  %0 = spv.IEqual %a, %a : i32
  // CHECK: spv.INotEqual %{{.*}}, %{{.*}} : vector<3xi64>
  %1 = spv.INotEqual %v, %v : vector<3xi64>
  %2 = spv.SGreaterThan %a, %a : i32
  %3 = spv.SGreaterThanEqual %a, %a : i32
  %4 = spv.SLessThan %a, %a : i32
  %5 = spv.SLessThanEqual %a, %a : i32
  %6 = spv.UGreaterThan %a, %a : i32
  %7 = spv.UGreaterThanEqual %a, %a : i32
  %8 = spv.ULessThan %a, %a : i32
  %9 = spv.ULessThanEqual %a, %a : i32
  // CHECK: spv.FOrdEqual %{{.*}}, %{{.*}} : vector<4xf16>
  %10 = spv.FOrdEqual %w, %w : vector<4xf16>
  %11 = spv.FOrdGreaterThan %x, %x : f32
  %12 = spv.FOrdGreaterThanEqual %x, %x : f32
  %13 = spv.FOrdLessThan %x, %x : f32
  %14 = spv.FOrdLessThanEqual %x, %x : f32
  %15 = spv.FOrdNotEqual %x, %x : f32
  %16 = spv.FUnordEqual %x, %x : f32
  %17 = spv.FUnordGreaterThan %x, %x : f32
  %18 = spv.FUnordGreaterThanEqual %x, %x : f32
  %19 = spv.FUnordLessThan %x, %x : f32
  %20 = spv.FUnordLessThanEqual %x, %x : f32
  %21 = spv.FUnordNotEqual %x, %x : f32
  // CHECK: spv.Ordered %{{.*}}, %{{.*}} : f32
  %22 = spv.Ordered %x, %x : f32
  // CHECK: spv.Unordered %{{.*}}, %{{.*}} : vector<4xf16>
  %23 = spv.Unordered %w, %w : vector<4xf16>
  // CHECK: spv.IsNan %{{.*}} : f32
  %24 = spv.IsNan %x : f32
  // CHECK: spv.IsInf %{{.*}} : vector<4xf16>
  %25 = spv.IsInf %w : vector<4xf16>
  return
}

// CHECK-LABEL: func @logical(
func @logical(%b: i1, %v: vector<2xi1>, %i: vector<2xi32>, %a: i32) {
  // CHECK: spv.LogicalAnd %{{.*}}, %{{.*}} : i1
  %0 = spv.LogicalAnd %b, %b : i1
  // CHECK: spv.LogicalOr %{{.*}}, %{{.*}} : vector<2xi1>
  %1 = spv.LogicalOr %v, %v : vector<2xi1>
  %2 = spv.LogicalEqual %b, %b : i1
  %3 = spv.LogicalNotEqual %v, %v : vector<2xi1>
  // CHECK: spv.LogicalNot %{{.*}} : vector<2xi1>
  %4 = spv.LogicalNot %v : vector<2xi1>
  // CHECK: spv.Select %{{.*}}, %{{.*}}, %{{.*}} : i1, vector<2xi32>
  %5 = spv.Select %b, %i, %i : i1, vector<2xi32>
  // CHECK: spv.Select %{{.*}}, %{{.*}}, %{{.*}} {k} : vector<2xi1>, vector<2xi32>
  %6 = spv.Select %v, %i, %i {k} : vector<2xi1>, vector<2xi32>
  // CHECK: spv.Select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
  %7 = spv.Select %b, %a, %a : i1, i32
  return
}
