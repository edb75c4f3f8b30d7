// -spirv-lower-abi-attrs: entry-function arguments with
// spv.interface_var_abi become bound global variables (scalars wrapped in
// a struct and loaded, pointers bitcast when the layout changes), the
// entry_point_abi becomes spv.EntryPoint (with the Input variables used)
// and spv.ExecutionMode LocalSize; GLCompute for Shader, Kernel for
// Kernel; diffed against mlir-opt-13.
// RUN: cmlir-opt -spirv-lower-abi-attrs -split-input-file %s > %t.ours
// RUN: %upstream_opt -spirv-lower-abi-attrs -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: spv.GlobalVariable @main_arg_0 bind(2, 5) : !spv.ptr<!spv.struct<(f32 [0])>, Uniform>
// CHECK: spv.func @main() "None"
// CHECK: spv.EntryPoint "GLCompute" @main, @__builtin_var_LocalInvocationId__
// CHECK: spv.ExecutionMode @main "LocalSize", 4, 2, 1
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  spv.module Logical GLSL450 {
    spv.GlobalVariable @__builtin_var_LocalInvocationId__ built_in("LocalInvocationId") : !spv.ptr<vector<3xi32>, Input>
    spv.GlobalVariable @counter : !spv.ptr<i32, Private>
    spv.func @main(%v: f32 {spv.interface_var_abi = #spv.interface_var_abi<(2, 5), Uniform>},
                   %buf: !spv.ptr<!spv.struct<(!spv.rtarray<vector<3xf32>>)>, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 1)>},
                   %laid: !spv.ptr<!spv.struct<(!spv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 2)>}) "None"
        attributes {spv.entry_point_abi = {local_size = dense<[4, 2, 1]> : vector<3xi32>}} {
      %a = spv.mlir.addressof @__builtin_var_LocalInvocationId__ : !spv.ptr<vector<3xi32>, Input>
      %b = spv.mlir.addressof @__builtin_var_LocalInvocationId__ : !spv.ptr<vector<3xi32>, Input>
      %p = spv.mlir.addressof @counter : !spv.ptr<i32, Private>
      %id = spv.Load "Input" %a : vector<3xi32>
      %x = spv.CompositeExtract %id[0 : i32] : vector<3xi32>
      %c0 = spv.Constant 0 : i32
      %e = spv.AccessChain %buf[%c0, %x] : !spv.ptr<!spv.struct<(!spv.rtarray<vector<3xf32>>)>, StorageBuffer>, i32, i32
      %f = spv.AccessChain %laid[%c0, %x] : !spv.ptr<!spv.struct<(!spv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
      %s = spv.FAdd %v, %v : f32
      spv.Return
    }
    spv.func @helper(%x: i32) -> i32 "None" {
      spv.ReturnValue %x : i32
    }
  }
}

// -----

module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Kernel, Addresses], []>, {}>} {
  spv.module Physical64 OpenCL {
    spv.func @k(%x: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 0), CrossWorkgroup>}) "None"
        attributes {spv.entry_point_abi = {local_size = dense<[16, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
    spv.func @no_args() "None" attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
  }
}

// -----

// ABI attributes on only some arguments: the function is left as it is,
// its entry point is still lowered.
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  spv.module Logical GLSL450 {
    spv.func @f(%a: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 0), StorageBuffer>}, %b: f32) "None"
        attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
  }
}

// -----

// an unused pointer argument whose layout changes: no bitcast
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  spv.module Logical GLSL450 {
    spv.func @u(%p: !spv.ptr<!spv.struct<(!spv.array<4 x f32>)>, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 0)>}) "None"
        attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
  }
}
