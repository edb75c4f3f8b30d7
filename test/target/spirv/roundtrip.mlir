// Round trips through the SPIR-V binary form: cmlir's output is diffed with
// mlir-translate-13's, and both serializers' binaries are compared.
// REQUIRES: upstream-translate
// RUN: cmlir-translate -test-spirv-roundtrip -split-input-file %s > %t.c
// RUN: %upstream_translate -test-spirv-roundtrip -split-input-file %s > %t.u
// RUN: diff %t.u %t.c
// RUN: cmlir-translate -serialize-spirv -split-input-file %s -o %t.cbin
// RUN: %upstream_translate -serialize-spirv -split-input-file %s -o %t.ubin
// RUN: cmp %t.cbin %t.ubin
// RUN: FileCheck %s < %t.c

// CHECK-LABEL: spv.func @scalars
// CHECK: spv.IAdd
// CHECK: spv.GLSL.FMax
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader, Float64, Int64, Int16], []> {
  spv.func @scalars(%a: i32, %b: f32, %c: f64, %d: i64, %e: si16) -> i32 "Pure" {
    %k = spv.Constant -7 : i32
    %k64 = spv.Constant 1234567890123 : i64
    %kf = spv.Constant 2.5 : f32
    %kd = spv.Constant -0.125 : f64
    %ks = spv.Constant -3 : si16
    %0 = spv.IAdd %a, %k : i32
    %1 = spv.IMul %0, %0 : i32
    %2 = spv.FMul %b, %kf : f32
    %3 = spv.GLSL.FMax %2, %kf : f32
    %4 = spv.FAdd %c, %kd : f64
    %5 = spv.IAdd %d, %k64 : i64
    %6 = spv.ConvertFToS %3 : f32 to i32
    %7 = spv.IEqual %6, %1 : i32
    %8 = spv.Select %7, %6, %1 : i1, i32
    %9 = spv.IAdd %e, %ks : si16
    spv.ReturnValue %8 : i32
  }
}

// -----

// CHECK-LABEL: spv.module
// CHECK: spv.GlobalVariable @buf bind(1, 3)
// CHECK: spv.EntryPoint "GLCompute" @kernel, @gid
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spv.GlobalVariable @buf bind(1, 3) : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spv.GlobalVariable @ubo bind(0, 0) : !spv.ptr<!spv.struct<(vector<4xf32> [0], !spv.array<3 x i32, stride=16> [16])>, Uniform>
  spv.GlobalVariable @gid built_in("GlobalInvocationId") : !spv.ptr<vector<3xi32>, Input>
  spv.GlobalVariable @priv : !spv.ptr<i32, Private>
  spv.GlobalVariable @priv2 initializer(@priv) : !spv.ptr<!spv.ptr<i32, Private>, Private>
  spv.SpecConstant @sc spec_id(4) = 16 : i32
  spv.SpecConstant @flag = false
  spv.SpecConstantComposite @scc (@sc, @sc) : !spv.array<2 x i32>
  spv.func @kernel() "None" {
    %gid = spv.mlir.addressof @gid : !spv.ptr<vector<3xi32>, Input>
    %v = spv.Load "Input" %gid : vector<3xi32>
    %x = spv.CompositeExtract %v[0 : i32] : vector<3xi32>
    %buf = spv.mlir.addressof @buf : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %zero = spv.Constant 0 : i32
    %p = spv.AccessChain %buf[%zero, %x] : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %f = spv.Load "StorageBuffer" %p ["Aligned", 4] : f32
    %sc = spv.mlir.referenceof @sc : i32
    %g = spv.ConvertSToF %sc : i32 to f32
    %h = spv.FAdd %f, %g : f32
    spv.Store "StorageBuffer" %p, %h ["Volatile"] : f32
    %vec = spv.Constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %u = spv.Undef : vector<4xf32>
    %s = spv.VectorShuffle [1: i32, 3: i32] %vec : vector<4xf32>, %u : vector<4xf32> -> vector<2xf32>
    %w = spv.CompositeInsert %h, %vec[2 : i32] : f32 into vector<4xf32>
    spv.ControlBarrier Workgroup, Workgroup, "AcquireRelease|WorkgroupMemory"
    spv.Return
  }
  spv.EntryPoint "GLCompute" @kernel, @gid
  spv.ExecutionMode @kernel "LocalSize", 64, 1, 1
}

// -----

// Structured control flow: selections, loops, block arguments (OpPhi).
// CHECK-LABEL: spv.func @control
// CHECK: spv.mlir.loop
// CHECK: spv.mlir.selection
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.func @control(%n: i32, %c: i1) -> i32 "None" {
    %zero = spv.Constant 0 : i32
    %one = spv.Constant 1 : i32
    %acc = spv.Variable init(%zero) : !spv.ptr<i32, Function>
    spv.Branch ^bb1(%zero : i32)
  ^bb1(%i0: i32):
    spv.mlir.loop control(Unroll) {
      spv.Branch ^header(%i0 : i32)
    ^header(%i: i32):
      %lt = spv.SLessThan %i, %n : i32
      spv.BranchConditional %lt, ^body, ^merge
    ^body:
      spv.mlir.selection {
        spv.BranchConditional %c [3, 7], ^then, ^merge
      ^then:
        %a = spv.Load "Function" %acc : i32
        %b = spv.IAdd %a, %i : i32
        spv.Store "Function" %acc, %b : i32
        spv.Branch ^merge
      ^merge:
        spv.mlir.merge
      }
      spv.Branch ^continue
    ^continue:
      %next = spv.IAdd %i, %one : i32
      spv.Branch ^header(%next : i32)
    ^merge:
      spv.mlir.merge
    }
    %r = spv.Load "Function" %acc : i32
    spv.ReturnValue %r : i32
  }
  spv.func @callee(%x: f32) -> f32 "None" {
    spv.ReturnValue %x : f32
  }
  spv.func @caller(%x: f32) -> f32 "Inline" {
    %0 = spv.FunctionCall @callee(%x) : (f32) -> f32
    spv.ReturnValue %0 : f32
  }
}

// -----

// Atomics, group and non-uniform ops, OpenCL ext insts, matrices.
spv.module Physical64 OpenCL requires #spv.vce<v1.3, [Kernel, Addresses, GroupNonUniformArithmetic, Groups, Int64], []> {
  spv.func @ops(%p: !spv.ptr<i32, Workgroup>, %v: i32, %f: f32) -> i32 "None" {
    %0 = spv.AtomicIAdd "Workgroup" "AcquireRelease" %p, %v : !spv.ptr<i32, Workgroup>
    %1 = spv.AtomicCompareExchangeWeak "Workgroup" "Release" "Acquire" %p, %v, %0 : !spv.ptr<i32, Workgroup>
    %2 = spv.GroupNonUniformIAdd "Subgroup" "Reduce" %1 : i32
    %3 = spv.OCL.exp %f : f32
    %4 = spv.OCL.s_abs %2 : i32
    spv.ReturnValue %4 : i32
  }
}
