// -convert-spirv-to-llvm on the arithmetic, bitwise (the bit-field
// expansions, scalar and vector with narrower bases), cast, comparison,
// logical, GLSL (direct intrinsics and the InverseSqrt / Tan / Tanh
// expansions), constant, select, undef and composite ops; custom and
// generic forms (with locations) diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-spirv-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-spirv-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.ours.g
// RUN: %upstream_opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: FileCheck %s < %t.ours

// CHECK: module  {
// CHECK-NEXT: module  {
// CHECK-NEXT: llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<2xf32>, %arg5: vector<3xi16>) {
// CHECK-NEXT: llvm.add %arg0, %arg1  : i32
// CHECK-NEXT: llvm.fneg %arg2  : f32
// CHECK-NEXT: llvm.urem %arg0, %arg1  : i32
// CHECK: %[[M:.*]] = llvm.mlir.constant(dense<-1> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: llvm.xor %arg5, %[[M]]  : vector<3xi16>
// CHECK: llvm.insertelement %arg0, %{{.*}}[%{{.*}} : i32] : vector<3xi32>
// CHECK: llvm.trunc %{{.*}} : vector<3xi32> to vector<3xi16>
// CHECK: llvm.ashr
// CHECK: llvm.bitcast %arg0 : i32 to f32
// CHECK: llvm.sext %arg0 : i32 to i64
// CHECK: llvm.fpext %arg2 : f32 to f64
// CHECK: llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK: llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK: llvm.mlir.constant(true) : i1
// CHECK: llvm.sext %{{.*}} : i64 to i32
// CHECK: "llvm.intr.sqrt"(%arg2) : (f32) -> f32
// CHECK: "llvm.intr.sin"(%arg2) : (f32) -> f32
// CHECK: "llvm.intr.exp"
// CHECK: llvm.select %{{.*}}, %arg0, %arg1 : i1, i32
// CHECK: llvm.mlir.undef : f32
// CHECK: llvm.extractelement %arg4[%{{.*}} : i32] : vector<2xf32>
// CHECK: llvm.mlir.constant(3 : i32) : i32
// CHECK: llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
spv.module Logical GLSL450 {
  spv.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<2xf32>, %u: vector<3xi16>) "None" {
    %0 = spv.IAdd %a, %b : i32
    %1 = spv.FNegate %f : f32
    %2 = spv.UMod %a, %b : i32
    %3 = spv.FAdd %v, %v : vector<2xf32>
    %4 = spv.Not %u : vector<3xi16>
    %5 = spv.BitFieldInsert %a, %b, %a, %b : i32, i32, i32
    %6 = spv.BitFieldSExtract %u, %a, %b : vector<3xi16>, i32, i32
    %7 = spv.BitFieldUExtract %a, %a, %b : i32, i32, i32
    %8 = spv.Bitcast %a : i32 to f32
    %9 = spv.SConvert %a : i32 to i64
    %10 = spv.FConvert %f : f32 to f64
    %11 = spv.IEqual %a, %b : i32
    %12 = spv.FOrdLessThan %f, %g : f32
    %13 = spv.LogicalNot %11 : i1
    %14 = spv.ShiftLeftLogical %a, %9 : i32, i64
    %15 = spv.GLSL.InverseSqrt %f : f32
    %16 = spv.GLSL.Tan %f : f32
    %17 = spv.GLSL.Tanh %f : f32
    %18 = spv.Constant 3 : i32
    %19 = spv.Constant dense<[1.0, 2.0]> : vector<2xf32>
    %20 = spv.Constant true
    %21 = spv.Select %11, %a, %b : i1, i32
    %22 = spv.Undef : f32
    %23 = spv.CompositeExtract %v[1 : i32] : vector<2xf32>
    %25 = spv.Constant 3 : ui32
    %26 = spv.Constant dense<[1, 2]> : vector<2xui32>
    spv.Return
  }
}
