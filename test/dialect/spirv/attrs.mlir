// The attributes of spv: #spv.vce, #spv.target_env (vendor, device type
// and id, resource limits), #spv.interface_var_abi, spv.entry_point_abi,
// printed as mlir-opt-13 prints them.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg

// CHECK: module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.5, [Shader, Int64, GroupNonUniformBallot], [SPV_KHR_8bit_storage, SPV_NV_cooperative_matrix]>, NVIDIA:DiscreteGPU:42, {cooperative_matrix_properties_nv = [{a_type = i8, b_type = i8, c_type = i32, k_size = 32 : i32, m_size = 8 : i32, n_size = 8 : i32, result_type = i32, scope = 3 : i32}], max_compute_workgroup_invocations = 1024 : i32, max_compute_workgroup_size = dense<[1024, 1024, 64]> : vector<3xi32>, subgroup_size = 32 : i32}>}
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.5, [Shader, Int64, GroupNonUniformBallot], [SPV_KHR_8bit_storage, SPV_NV_cooperative_matrix]>, NVIDIA:DiscreteGPU:42, {max_compute_workgroup_invocations = 1024 : i32, max_compute_workgroup_size = dense<[1024, 1024, 64]> : vector<3xi32>, subgroup_size = 32 : i32, cooperative_matrix_properties_nv = [{m_size = 8 : i32, n_size = 8 : i32, k_size = 32 : i32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, scope = 3 : i32}]}>} {
  // CHECK: func @kernel(%arg0: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 1), StorageBuffer>}, %arg1: memref<4xf32> {spv.interface_var_abi = #spv.interface_var_abi<(1, 2)>}) attributes {spv.entry_point_abi = {local_size = dense<[32, 2, 1]> : vector<3xi32>}}
  func @kernel(%arg0: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 1), StorageBuffer>},
               %arg1: memref<4xf32> {spv.interface_var_abi = #spv.interface_var_abi<(1, 2)>})
      attributes {spv.entry_point_abi = {local_size = dense<[32, 2, 1]> : vector<3xi32>}} {
    return
  }
  // CHECK: func @envs() attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, AMD, {}>}
  func @envs() attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, AMD:Unknown:7, {}>} {
    return
  }
  // CHECK: func @envs2() attributes {spv.target_env = #spv.target_env<#spv.vce<v1.2, [Kernel, Addresses], []>, Intel:IntegratedGPU, {max_compute_shared_memory_size = 4096 : i32}>}
  func @envs2() attributes {spv.target_env = #spv.target_env<#spv.vce<v1.2, [Kernel, Addresses], []>, Intel:IntegratedGPU, {max_compute_shared_memory_size = 4096 : i32}>} {
    return
  }
}
