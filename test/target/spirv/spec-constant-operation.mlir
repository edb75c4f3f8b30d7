// spv.SpecConstantOperation in the binary form (OpSpecConstantOp): cmlir's
// round trip (plain and with debug info) is diffed with mlir-translate-13's
// and both serializers' binaries are compared.  Each use of an
// OpSpecConstantOp materializes it again, with its operands, before the
// user.
// REQUIRES: upstream-translate
// RUN: cmlir-translate -test-spirv-roundtrip -split-input-file %s > %t.c
// RUN: %upstream_translate -test-spirv-roundtrip -split-input-file %s > %t.u
// RUN: diff %t.u %t.c
// RUN: cmlir-translate -test-spirv-roundtrip-debug -split-input-file -mlir-print-debuginfo %s > %t.dc
// RUN: %upstream_translate -test-spirv-roundtrip-debug -split-input-file -mlir-print-debuginfo %s > %t.du
// RUN: diff %t.du %t.dc
// RUN: cmlir-translate -serialize-spirv -split-input-file %s -o %t.cbin
// RUN: %upstream_translate -serialize-spirv -split-input-file %s -o %t.ubin
// RUN: cmp %t.cbin %t.ubin
// RUN: FileCheck %s < %t.c

// CHECK-LABEL: spv.func @scaled
// CHECK: %[[W:.*]] = spv.mlir.referenceof @width : i32
// CHECK: %[[TWO:.*]] = spv.Constant 2 : i32
// CHECK: %[[D:.*]] = spv.SpecConstantOperation wraps "spv.IMul"(%[[W]], %[[TWO]]) : (i32, i32) -> i32
// CHECK: %[[H:.*]] = spv.mlir.referenceof @height : i32
// CHECK: %[[S:.*]] = spv.SpecConstantOperation wraps "spv.IAdd"(%[[D]], %[[H]]) : (i32, i32) -> i32
// CHECK: spv.IAdd %arg0, %[[S]] : i32
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.SpecConstant @width = 8 : i32
  spv.SpecConstant @height = 3 : i32
  spv.func @scaled(%x : i32) -> i32 "None" {
    %w = spv.mlir.referenceof @width : i32
    %two = spv.Constant 2 : i32
    %d = spv.SpecConstantOperation wraps "spv.IMul"(%w, %two) : (i32, i32) -> i32
    %h = spv.mlir.referenceof @height : i32
    %s = spv.SpecConstantOperation wraps "spv.IAdd"(%d, %h) : (i32, i32) -> i32
    %r = spv.IAdd %x, %s : i32
    spv.ReturnValue %r : i32
  }
}

// -----

// A comparison and a select over spec constants of another type.
// CHECK-LABEL: spv.func @pick
// CHECK: spv.SpecConstantOperation wraps "spv.SLessThan"
// CHECK: spv.SpecConstantOperation wraps "spv.Select"
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.SpecConstant @a = 5 : i32
  spv.SpecConstant @b = 7 : i32
  spv.func @pick() -> i32 "None" {
    %a = spv.mlir.referenceof @a : i32
    %b = spv.mlir.referenceof @b : i32
    %lt = spv.SpecConstantOperation wraps "spv.SLessThan"(%a, %b) : (i32, i32) -> i1
    %m = spv.SpecConstantOperation wraps "spv.Select"(%lt, %a, %b) : (i1, i32, i32) -> i32
    spv.ReturnValue %m : i32
  }
}
