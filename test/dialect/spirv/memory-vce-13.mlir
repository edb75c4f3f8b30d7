// RUN: cmlir-opt %s -split-input-file > %t.ours && %upstream_opt %s -split-input-file > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -spirv-update-vce > %t.vours && %upstream_opt %s -split-input-file -spirv-update-vce > %t.vtheirs && diff %t.vours %t.vtheirs
// RUN: cmlir-opt %s -split-input-file -spirv-update-vce | FileCheck %s
// REQUIRES: upstream
// spv.CopyMemory's printing (the source memory access falls back to the
// target's), spv.Unreachable outside the entry block, and -spirv-update-vce:
// extensions implied by the target version, pointee requirements before the
// storage class's, runtime arrays (Shader), image Dim / format requirements,
// no Int64 for 64-bit members in interface storage classes.

// CHECK-LABEL: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader, StorageBuffer16BitAccess, ImageBuffer, StorageImageExtendedFormats], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]>
spv.module Logical GLSL450 attributes {
  spv.target_env = #spv.target_env<#spv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Int16, Int64, ImageBuffer, StorageImageExtendedFormats], []>, {}>
} {
  spv.GlobalVariable @rt : !spv.ptr<!spv.struct<(!spv.rtarray<i16, stride=2> [0], i64 [8])>, StorageBuffer>
  spv.GlobalVariable @img : !spv.ptr<!spv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg32f>, UniformConstant>
  spv.func @copy(%a: !spv.ptr<f32, Function>, %b: !spv.ptr<f32, Function>) "None" {
    "spv.CopyMemory"(%a, %b) : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
    "spv.CopyMemory"(%a, %b) {memory_access = 1 : i32} : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
    "spv.CopyMemory"(%a, %b) {memory_access = 2 : i32, alignment = 4 : i32, tag} : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
    "spv.CopyMemory"(%a, %b) {memory_access = 2 : i32, alignment = 4 : i32, source_memory_access = 2 : i32, source_alignment = 8 : i32} : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
    "spv.CopyMemory"(%a, %b) {source_memory_access = 4 : i32} : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
    spv.Return
  ^dead:
    spv.Branch ^unreachable
  ^unreachable:
    spv.Unreachable
  }
}

// -----

// CHECK-LABEL: spv.module Logical Vulkan requires #spv.vce<v1.0, [Int8, VulkanMemoryModel], [SPV_KHR_vulkan_memory_model]>
spv.module Logical Vulkan attributes {
  spv.target_env = #spv.target_env<#spv.vce<v1.5, [VulkanMemoryModel, Int8], []>, {}>
} {
  spv.func @f(%x: i8) -> i8 "None" {
    spv.ReturnValue %x : i8
  }
}
