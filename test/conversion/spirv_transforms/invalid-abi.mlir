// -spirv-lower-abi-attrs errors (as mlir-opt-13): no execution model
// for a target environment with neither Shader nor Kernel.
// RUN: cmlir-opt -spirv-lower-abi-attrs -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -spirv-lower-abi-attrs -split-input-file -verify-diagnostics %s

module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Int8], []>, {}>} {
  spv.module Logical GLSL450 {
    // expected-remark @below {{lower entry point failure: could not select execution model based on 'spv.target_env'}}
    spv.func @f() "None" attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      spv.Return
    }
  }
}
