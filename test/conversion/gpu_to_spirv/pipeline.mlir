// The SPIR-V path of a GPU program (what the SPIR-V CPU runner lowers):
// two kernel modules through -convert-gpu-to-spirv, then on each
// spv.module -spirv-lower-abi-attrs and -spirv-update-vce, in one
// pipeline; diffed against mlir-opt-13.
// RUN: cmlir-opt -pass-pipeline='convert-gpu-to-spirv,spv.module(spirv-lower-abi-attrs,spirv-update-vce)' %s > %t.ours
// RUN: %upstream_opt -pass-pipeline='convert-gpu-to-spirv,spv.module(spirv-lower-abi-attrs,spirv-update-vce)' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: spv.module @__spv__a Logical GLSL450 requires #spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>
// CHECK: spv.GlobalVariable @k_arg_0 bind(0, 0)
// CHECK: spv.EntryPoint "GLCompute" @k, @__builtin_var_LocalInvocationId__
// CHECK: spv.ExecutionMode @k "LocalSize", 4, 1, 1
// CHECK: spv.module @__spv__b
// CHECK: spv.ExecutionMode @k "LocalSize", 2, 1, 1
module attributes {gpu.container_module, spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  gpu.module @a {
    gpu.func @k(%x: memref<4xf32>) kernel attributes {spv.entry_point_abi = {local_size = dense<[4, 1, 1]> : vector<3xi32>}} {
      %t = "gpu.thread_id"() {dimension = "x"} : () -> index
      %v = memref.load %x[%t] : memref<4xf32>
      memref.store %v, %x[%t] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @k(%x: memref<4xi32>) kernel attributes {spv.entry_point_abi = {local_size = dense<[2, 1, 1]> : vector<3xi32>}} {
      %t = "gpu.block_id"() {dimension = "y"} : () -> index
      %d = "gpu.block_dim"() {dimension = "x"} : () -> index
      %i = addi %t, %d : index
      %v = memref.load %x[%i] : memref<4xi32>
      memref.store %v, %x[%t] : memref<4xi32>
      gpu.return
    }
  }
}
