// -spirv-update-vce on modules of structure/memory ops: the minimal
// version, capabilities (implied ones allowed, first allowed alternative
// chosen, in deduction order) and extensions, diffed against mlir-opt-13.
// RUN: cmlir-opt -spirv-update-vce %s > %t.ours
// RUN: %upstream_opt -spirv-update-vce %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -spirv-update-vce %s | FileCheck %s

// CHECK: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Int64, Shader], []>
spv.module Logical GLSL450 attributes {spv.target_env = #spv.target_env<#spv.vce<v1.5, [Shader, Int64, Float16, Float64], []>, {}>} {
  spv.func @f(%a: i64, %b: f16) -> i64 "None" {
    spv.ReturnValue %a : i64
  }
}

// CHECK: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader, StorageBuffer8BitAccess], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>
spv.module Logical GLSL450 attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, StorageBuffer8BitAccess, Int8], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>, {}>} {
  spv.GlobalVariable @g bind(0, 1) : !spv.ptr<!spv.struct<(!spv.rtarray<i8, stride=1> [0])>, StorageBuffer>
}

// AtomicStorage implies Shader.
// CHECK: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []>
spv.module Logical GLSL450 attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [AtomicStorage], []>, {}>} {
  spv.func @g() "None" {
    %0 = spv.Variable : !spv.ptr<vector<4xf32>, Function>
    spv.Return
  }
}

// CHECK: spv.module Physical64 OpenCL requires #spv.vce<v1.0, [Kernel, Addresses], []>
spv.module Physical64 OpenCL attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Kernel, Addresses, Int8], []>, {}>} {
  spv.func @k(%a: i8) "None" {
    spv.Return
  }
  spv.EntryPoint "Kernel" @k
}

// The pass runs on the spv.modules directly in the top module only: this
// nested one is left alone.
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.3, [Shader, Vector16, Float64], []>, {}>} {
  // CHECK: spv.module Logical GLSL450 {
  spv.module Logical GLSL450 {
    spv.func @v(%a: vector<16xf64>) "None" {
      spv.Return
    }
  }
}
