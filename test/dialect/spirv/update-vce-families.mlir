// RUN: cmlir-opt -split-input-file -spirv-update-vce %s > %t.ours && %upstream_opt -split-input-file -spirv-update-vce %s > %t.theirs && diff %t.ours %t.theirs
// REQUIRES: upstream

// The CmSpvOpInfo rows of the op families drive -spirv-update-vce: v1.3 and
// the capabilities of the non-uniform, Kernel and Shader ops.

spv.module Logical GLSL450 attributes {
  spv.target_env = #spv.target_env<#spv.vce<v1.5, [Shader, GroupNonUniformArithmetic, Kernel], []>, {}>
} {
  spv.func @f(%a: i32, %x: f32) -> i32 "None" {
    %0 = spv.GroupNonUniformIAdd "Subgroup" "Reduce" %a : i32
    %1 = spv.Ordered %x, %x : f32
    %2 = spv.GLSL.FAbs %x : f32
    spv.ReturnValue %0 : i32
  }
}

// -----

spv.module Logical GLSL450 attributes {
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, Matrix, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, {}>
} {
  spv.func @g(%m: !spv.matrix<2 x vector<2xf32>>, %b: i1, %i: i32) -> i32 "None" {
    %0 = spv.Transpose %m : !spv.matrix<2 x vector<2xf32>> -> !spv.matrix<2 x vector<2xf32>>
    %1 = spv.SubgroupBallotKHR %b : vector<4xi32>
    %2 = spv.BitReverse %i : i32
    spv.ReturnValue %2 : i32
  }
}
