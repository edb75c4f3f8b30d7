// The structure, memory and control-flow ops of spv: custom and generic
// forms diffed against mlir-opt-13 (result names, enum spellings, the
// selection and loop regions).
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: cmlir-opt %s | FileCheck %s

// CHECK: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
// CHECK: %cst1_i32 = spv.Constant 1 : i32
// CHECK: spv.CopyMemory  "Function" %arg1,  "Function" %arg1,  : f32
// CHECK: spv.mlir.loop control(Unroll) {
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.GlobalVariable @var0 bind(1, 2) : !spv.ptr<f32, Uniform>
  spv.GlobalVariable @var1 built_in("GlobalInvocationId") : !spv.ptr<vector<3xi32>, Input>
  spv.GlobalVariable @var2 initializer(@var3) : !spv.ptr<f32, Private>
  spv.GlobalVariable @var3 : !spv.ptr<f32, Private>
  spv.SpecConstant @sc1 = false
  spv.SpecConstant @sc2 spec_id(5) = 42 : i32
  spv.SpecConstantComposite @scc (@sc2, @sc2) : !spv.array<2 x i32>
  spv.func @f(%arg0: i32, %p: !spv.ptr<f32, Function>) -> i32 "Inline|Pure" {
    %0 = spv.Constant 1 : i32
    %c = spv.Constant dense<[1, 2]> : vector<2xi32>
    %ca = spv.Constant dense<1.0> : tensor<2x2xf32> : !spv.array<2 x !spv.array<2 x f32>>
    %cb = spv.Constant [1.5 : f32, 2.0 : f32] : !spv.array<2 x f32>
    %v = spv.Variable init(%0) : !spv.ptr<i32, Function>
    %v2 = spv.Variable : !spv.ptr<!spv.struct<(f32, i32)>, Function>
    %l = spv.Load "Function" %v ["Volatile"] : i32
    %l2 = spv.Load "Function" %v ["Aligned", 4] : i32
    spv.Store "Function" %v, %l : i32
    %ac = spv.AccessChain %v2[%0] : !spv.ptr<!spv.struct<(f32, i32)>, Function>, i32
    %a = spv.mlir.addressof @var3 : !spv.ptr<f32, Private>
    %r = spv.mlir.referenceof @sc2 : i32
    %u = spv.Undef : f32
    spv.CopyMemory "Function" %p, "Function" %p : f32
    %cr = spv.FunctionCall @g(%arg0) : (i32) -> i32
    spv.Branch ^bb1(%0 : i32)
  ^bb1(%x: i32):
    %t = spv.Constant true
    spv.BranchConditional %t [5, 10], ^bb2, ^bb3(%x : i32)
  ^bb2:
    spv.ReturnValue %x : i32
  ^bb3(%y: i32):
    spv.ReturnValue %y : i32
  }
  spv.func @g(%a: i32) -> i32 "None" {
    spv.mlir.selection {
      %t = spv.Constant true
      spv.BranchConditional %t, ^then, ^merge
    ^then:
      spv.Branch ^merge
    ^merge:
      spv.mlir.merge
    }
    spv.mlir.loop control(Unroll) {
      spv.Branch ^header
    ^header:
      %t = spv.Constant false
      spv.BranchConditional %t, ^body, ^merge
    ^body:
      spv.Branch ^continue
    ^continue:
      spv.Branch ^header
    ^merge:
      spv.mlir.merge
    }
    spv.ReturnValue %a : i32
  }
  spv.func @h() "None" {
    spv.Return
  ^bb1:
    spv.Unreachable
  }
  spv.EntryPoint "GLCompute" @g, @var1
  spv.ExecutionMode @g "LocalSize", 32, 1, 1
}
