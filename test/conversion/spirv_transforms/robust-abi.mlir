// -spirv-lower-abi-attrs on arguments mlir-opt-13 crashes on: a pointer
// to a non-struct and a pointer to an identified struct cannot become
// interface variables; the functions stay, their entry points are lowered.
// RUN: cmlir-opt -spirv-lower-abi-attrs %s | FileCheck %s

// CHECK: spv.func @ptr(%arg0: !spv.ptr<f32, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 0)>})
// CHECK: spv.EntryPoint "GLCompute" @ptr
// CHECK: spv.EntryPoint "GLCompute" @idstruct
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], []>, {}>} {
  spv.module Logical GLSL450 {
    spv.func @ptr(%a: !spv.ptr<f32, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 0)>}) "None" attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
    spv.func @idstruct(%a: !spv.ptr<!spv.struct<s, (f32)>, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 1)>}) "None" attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
  }
}
