// -spirv-update-vce errors: a missing target env, requirements the target
// env does not allow (messages as mlir-opt-13's).
// RUN: cmlir-opt -spirv-update-vce -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -spirv-update-vce -split-input-file -verify-diagnostics %s

// expected-error @+1 {{missing 'spv.target_env' attribute}}
spv.module Logical GLSL450 {
}
// -----
// expected-error @+1 {{'spv.module' requires at least one capability in [Addresses] but none allowed in target environment}}
spv.module Physical32 OpenCL attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Kernel], []>, {}>} {
}
// -----
spv.module Logical GLSL450 attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], []>, {}>} {
  spv.func @f(%a: i64) -> i64 "None" {
    // expected-error @+1 {{'spv.ReturnValue' requires at least one capability in [Int64] but none allowed in target environment}}
    spv.ReturnValue %a : i64
  }
}
