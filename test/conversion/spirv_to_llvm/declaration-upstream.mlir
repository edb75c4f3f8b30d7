// spv.func declarations (13's form without argument names or body,
// outside a spv.module) parse, print and convert to llvm.func
// declarations, with their function control; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-spirv-to-llvm %s > %t.ours.l
// RUN: %upstream_opt -convert-spirv-to-llvm %s > %t.up.l
// RUN: diff %t.ours.l %t.up.l
// RUN: FileCheck %s < %t.ours.l

// CHECK: llvm.func @decl(!llvm.array<4 x f32>, !llvm.ptr<i32>) -> i32 attributes {passthrough = ["readonly"]}
spv.func @decl(!spv.array<4 x f32, stride=4>, !spv.ptr<i32, Function>) -> i32 "Pure"
// CHECK: llvm.func @none()
spv.func @none() "None"
// CHECK: llvm.func @vec(vector<3xi16>)
spv.func @vec(vector<3xui16>) "None" attributes {foo = 1 : i32}
