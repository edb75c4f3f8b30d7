// -test-spirv-roundtrip-debug: OpString / OpLine carry the ops' file
// locations through the binary; diffed with mlir-translate-13, with and
// without location aliases, and the plain round trip's unknown locations.
// REQUIRES: upstream-translate
// RUN: cmlir-translate -test-spirv-roundtrip-debug -mlir-print-debuginfo -mlir-print-local-scope %s > %t.c
// RUN: %upstream_translate -test-spirv-roundtrip-debug -mlir-print-debuginfo -mlir-print-local-scope %s > %t.u
// RUN: diff %t.u %t.c
// RUN: cmlir-translate -test-spirv-roundtrip-debug -mlir-print-debuginfo %s > %t.c2
// RUN: %upstream_translate -test-spirv-roundtrip-debug -mlir-print-debuginfo %s > %t.u2
// RUN: diff %t.u2 %t.c2
// RUN: cmlir-translate -test-spirv-roundtrip -mlir-print-debuginfo %s > %t.c3
// RUN: %upstream_translate -test-spirv-roundtrip -mlir-print-debuginfo %s > %t.u3
// RUN: diff %t.u3 %t.c3
// RUN: FileCheck %s < %t.c

// CHECK: spv.GlobalVariable @var0 bind(0, 1) : !spv.ptr<f32, Input> loc({{".*roundtrip-debug.mlir"}}:26:3)
// CHECK: spv.Variable : !spv.ptr<i32, Function> loc({{".*roundtrip-debug.mlir"}}:29:10)
// CHECK: spv.Constant 3 : i32 loc(unknown)
// CHECK: spv.IAdd {{.*}} loc({{".*roundtrip-debug.mlir"}}:30:10)
// The branch after a merge instruction has the merge's line.
// CHECK: spv.BranchConditional {{.*}} loc({{".*roundtrip-debug.mlir"}}:33:5)
// CHECK: } loc({{".*roundtrip-debug.mlir"}}:33:5)
// CHECK: ^bb1(%{{.*}}: i32 loc({{".*roundtrip-debug.mlir"}}:41:5)):
// CHECK: spv.FunctionCall @callee() : () -> () loc(unknown)
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.GlobalVariable @var0 bind(0, 1) : !spv.ptr<f32, Input>
  spv.func @f(%a: i32, %c: i1) -> i32 "None" {
    %k = spv.Constant 3 : i32
    %v = spv.Variable : !spv.ptr<i32, Function>
    %0 = spv.IAdd %a, %k : i32
    spv.Branch ^sel
  ^sel:
    spv.mlir.selection {
      spv.BranchConditional %c, ^b1, ^m
    ^b1:
      spv.Store "Function" %v, %0 : i32
      spv.Branch ^m
    ^m:
      spv.mlir.merge
    }
    spv.mlir.loop {
      spv.Branch ^h(%0 : i32)
    ^h(%i: i32):
      %lt = spv.SLessThan %i, %a : i32
      spv.BranchConditional %lt, ^body, ^merge
    ^body:
      %n = spv.IAdd %i, %k : i32
      spv.Branch ^h(%n : i32)
    ^merge:
      spv.mlir.merge
    }
    spv.FunctionCall @callee() : () -> ()
    %1 = spv.Load "Function" %v : i32
    %2 = spv.GLSL.SAbs %1 : i32
    spv.ReturnValue %2 : i32
  }
  spv.func @callee() "None" {
    spv.ControlBarrier Workgroup, Device, "Acquire|UniformMemory"
    spv.Return
  }
}
