// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// The arithmetic ops of spv: binary ops on integer and float scalars and
// vectors, negations, attributes kept in the custom form, and the generic
// form used when an operand type differs from the result type.

// CHECK-LABEL: func @int_ops(
func @int_ops(%a: i32, %b: vector<4xi16>, %u: ui8, %s: si64) {
  // CHECK: spv.IAdd %{{.*}}, %{{.*}} : i32
  %0 = spv.IAdd %a, %a : i32
  // CHECK: spv.ISub %{{.*}}, %{{.*}} : vector<4xi16>
  %1 = spv.ISub %b, %b : vector<4xi16>
  // CHECK: spv.IMul %{{.*}}, %{{.*}} {tag = 1 : i64} : ui8
  %2 = spv.IMul %u, %u {tag = 1} : ui8
  // CHECK: spv.SDiv %{{.*}}, %{{.*}} : si64
  %3 = spv.SDiv %s, %s : si64
  // CHECK: spv.UDiv
  %4 = spv.UDiv %a, %a : i32
  // CHECK: spv.SMod
  %5 = spv.SMod %a, %a : i32
  // CHECK: spv.UMod
  %6 = spv.UMod %b, %b : vector<4xi16>
  // CHECK: spv.SRem
  %7 = spv.SRem %a, %a : i32
  // CHECK: spv.SNegate %{{.*}} : i32
  %8 = spv.SNegate %a : i32
  // CHECK: spv.SNegate %{{.*}} : vector<4xi16>
  %9 = spv.SNegate %b : vector<4xi16>
  return
}

// CHECK-LABEL: func @float_ops(
func @float_ops(%x: f32, %h: vector<3xf16>, %d: f64) {
  // CHECK: spv.FAdd %{{.*}}, %{{.*}} : f32
  %0 = spv.FAdd %x, %x : f32
  // CHECK: spv.FSub %{{.*}}, %{{.*}} : vector<3xf16>
  %1 = spv.FSub %h, %h : vector<3xf16>
  // CHECK: spv.FMul
  %2 = spv.FMul %d, %d : f64
  // CHECK: spv.FDiv
  %3 = spv.FDiv %x, %x : f32
  // CHECK: spv.FMod
  %4 = spv.FMod %x, %x : f32
  // CHECK: spv.FRem
  %5 = spv.FRem %h, %h : vector<3xf16>
  // CHECK: spv.FNegate %{{.*}} : f64
  %6 = spv.FNegate %d : f64
  return
}

// CHECK-LABEL: func @generic(
func @generic(%a: vector<2xi32>, %x: f32) {
  // CHECK: spv.IAdd %{{.*}}, %{{.*}} : vector<2xi32>
  %0 = "spv.IAdd"(%a, %a) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK: spv.FNegate %{{.*}} : f32
  %1 = "spv.FNegate"(%x) {dropped} : (f32) -> f32
  return
}
