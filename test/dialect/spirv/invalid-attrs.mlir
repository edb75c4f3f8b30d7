// Parse and verifier errors of the spv attributes, with mlir-opt-13's
// messages and places.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown version: v2.0}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v2.0, [], []>, {}>} {}
// -----
// expected-error @+1 {{unknown capability: Shaders}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shaders], []>, {}>} {}
// -----
// expected-error @+1 {{unknown extension: SPV_KHR_nothing}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], [SPV_KHR_nothing]>, {}>} {}
// -----
// expected-error @+1 {{unknown vendor: Acme}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, Acme, {}>} {}
// -----
// expected-error @+1 {{unknown device type: Toaster}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, AMD:Toaster, {}>} {}
// -----
// expected-error @+1 {{limits must be a dictionary attribute containing two 32-bit integer attributes 'max_compute_workgroup_invocations' and 'max_compute_workgroup_size'}}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, {max_compute_workgroup_invocations = 1 : i64}>} {}
// -----
// expected-error @+1 {{unknown SPIR-V attribute kind: abi}}
module attributes {spv.x = #spv.abi<>} {}
// -----
// expected-error @+1 {{missing descriptor set}}
func private @f(i32 {spv.interface_var_abi = #spv.interface_var_abi<(x, 1)>})
// -----
// expected-error @+1 {{missing binding}}
func private @f(i32 {spv.interface_var_abi = #spv.interface_var_abi<(0, )>})
// -----
// expected-error @+1 {{unknown storage class: Nowhere}}
func private @f(i32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 1), Nowhere>})
// -----
// expected-error @+1 {{found unsupported 'spv.something' attribute on operation}}
module attributes {spv.something = 1 : i32} {}
// -----
// expected-error @+1 {{'spv.target_env' must be a spirv::TargetEnvAttr}}
module attributes {spv.target_env = #spv.vce<v1.0, [], []>} {}
// -----
// expected-error @+1 {{'spv.entry_point_abi' attribute must be a dictionary attribute containing one 32-bit integer elements attribute: 'local_size'}}
func @f() attributes {spv.entry_point_abi = {local_size = dense<1> : vector<3xi64>}} { return }
// -----
// expected-error @+1 {{found unsupported 'spv.abi' attribute on region argument}}
func @f(%a: i32 {spv.abi = 1}) { return }
// -----
// expected-error @+1 {{'spv.interface_var_abi' must be a spirv::InterfaceVarABIAttr}}
func @f(%a: i32 {spv.interface_var_abi = 1}) { return }
// -----
// expected-error @+1 {{'spv.interface_var_abi' attribute cannot specify storage class when attaching to a non-scalar value}}
func @f(%a: memref<2xi32> {spv.interface_var_abi = #spv.interface_var_abi<(0, 1), Uniform>}) { return }
