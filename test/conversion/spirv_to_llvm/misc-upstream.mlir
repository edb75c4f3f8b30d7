// -convert-spirv-to-llvm on signed / unsigned constants (scalar and
// vector: signless constants of the same bits), shifts whose amount type
// differs (zext for unsigned, sext otherwise, even when narrowing), Not of
// an unsigned vector (13 keeps the ui32 splat), composites of structs and
// vectors, UConvert / SConvert / FConvert, bit-fields with mixed offset
// and count types, vector GLSL ops, a function control 13 has no
// passthrough for ("Inline|Pure"), and a structured loop with a header
// argument; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-spirv-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-spirv-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.ours.g
// RUN: %upstream_opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @more
// CHECK-SAME: -> i32 {
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(-5 : i16) : i16
// CHECK-NEXT: llvm.mlir.constant(dense<[1, -294967296]> : vector<2xi32>) : vector<2xi32>
// CHECK: %[[Z:.*]] = llvm.zext %arg4 : vector<2xi32> to vector<2xi32>
// CHECK-NEXT: llvm.lshr %arg6, %[[Z]]  : vector<2xi32>
// CHECK-NEXT: %[[S:.*]] = llvm.sext %arg5 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: llvm.ashr %arg6, %[[S]]  : vector<2xi32>
// CHECK-NEXT: llvm.shl %arg2, %arg2  : i32
// CHECK-NEXT: llvm.mlir.constant(dense<4294967295> : vector<2xui32>) : vector<2xi32>
// CHECK: llvm.extractvalue %arg7[1 : i32, 0 : i32] : !llvm.struct<packed (f32, array<2 x i32>)>
// CHECK-NEXT: llvm.insertvalue %{{.*}}, %arg7[1 : i32, 1 : i32] : !llvm.struct<packed (f32, array<2 x i32>)>
// CHECK: llvm.zext %arg3 : i16 to i32
// CHECK-NEXT: llvm.trunc %arg5 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: llvm.fpext %arg1 : vector<3xf32> to vector<3xf64>
// CHECK: "llvm.intr.smax"(%arg6, %arg6)
// CHECK: "llvm.intr.minnum"(%arg1, %arg1)
// CHECK: "llvm.intr.ctpop"(%arg6)
// CHECK-LABEL: llvm.func @loopargs
// CHECK: llvm.br ^bb1(%{{.*}} : i32)
// CHECK-NEXT: ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT: llvm.icmp "slt" %[[I]], %arg0 : i32
// CHECK: ^bb3:
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: llvm.load
spv.module Logical GLSL450 {
  spv.func @more(%b: vector<2xi1>, %d: vector<3xf32>, %u: ui32, %s: si16, %v: vector<2xui32>, %w: vector<2xi64>, %x: vector<2xi32>, %st: !spv.struct<(f32, !spv.array<2 x i32>)>) -> ui32 "Inline|Pure" {
    %0 = spv.Constant 4294967295 : ui32
    %1 = spv.Constant -5 : si16
    %2 = spv.Constant dense<[1, 4000000000]> : vector<2xui32>
    %3 = spv.Constant dense<7> : vector<2xui32>
    %4 = spv.ShiftRightLogical %x, %v : vector<2xi32>, vector<2xui32>
    %5 = spv.ShiftRightArithmetic %x, %w : vector<2xi32>, vector<2xi64>
    %6 = spv.ShiftLeftLogical %u, %u : ui32, ui32
    %7 = spv.Not %v : vector<2xui32>
    %8 = spv.CompositeExtract %st[1 : i32, 0 : i32] : !spv.struct<(f32, !spv.array<2 x i32>)>
    %9 = spv.CompositeInsert %8, %st[1 : i32, 1 : i32] : i32 into !spv.struct<(f32, !spv.array<2 x i32>)>
    %10 = spv.CompositeInsert %u, %v[0 : i32] : ui32 into vector<2xui32>
    %11 = spv.UConvert %s : si16 to ui32
    %12 = spv.SConvert %w : vector<2xi64> to vector<2xi32>
    %13 = spv.FConvert %d : vector<3xf32> to vector<3xf64>
    %14 = spv.BitFieldUExtract %v, %s, %u : vector<2xui32>, si16, ui32
    %15 = spv.BitFieldInsert %x, %x, %u, %s : vector<2xi32>, ui32, si16
    %16 = spv.GLSL.Tanh %d : vector<3xf32>
    %17 = spv.LogicalNot %b : vector<2xi1>
    %18 = spv.UGreaterThanEqual %u, %u : ui32
    %19 = spv.FUnordNotEqual %d, %d : vector<3xf32>
    %20 = spv.GLSL.SMax %x, %x : vector<2xi32>
    %21 = spv.GLSL.FMin %d, %d : vector<3xf32>
    %22 = spv.BitCount %x : vector<2xi32>
    %23 = spv.Undef : !spv.struct<(f32, !spv.array<2 x i32>)>
    %24 = spv.Select %b, %x, %x : vector<2xi1>, vector<2xi32>
    %25 = spv.Constant dense<[true, false]> : vector<2xi1>
    %26 = spv.Constant 1.5 : f64
    %27 = spv.GLSL.InverseSqrt %d : vector<3xf32>
    spv.ReturnValue %u : ui32
  }
  spv.func @loopargs(%n: i32) -> i32 "None" {
    %zero = spv.Constant 0 : i32
    %var = spv.Variable init(%zero) : !spv.ptr<i32, Function>
    spv.mlir.loop {
      spv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %c = spv.SLessThan %i, %n : i32
      spv.BranchConditional %c, ^body, ^merge
    ^body:
      %one = spv.Constant 1 : i32
      %next = spv.IAdd %i, %one : i32
      spv.Store "Function" %var, %next : i32
      spv.Branch ^header(%next : i32)
    ^merge:
      spv.mlir.merge
    }
    %r = spv.Load "Function" %var : i32
    spv.ReturnValue %r : i32
  }
}
