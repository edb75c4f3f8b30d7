// cmlir-spirv-cpu-runner on a kernel MLIR 13's pipeline cannot lower (a
// branch: -convert-gpu-to-spirv converts no std.br): the pipeline's error,
// then the runner's, and exit status 1.
// REQUIRES: jit
// RUN: not cmlir-spirv-cpu-runner %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// CHECK: error: failed to legalize operation 'std.br'
// CHECK: could not lower the input IR

module attributes {
  gpu.container_module,
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xf32>)
      kernel attributes { spv.entry_point_abi = {local_size = dense<[1, 1, 1]>: vector<3xi32>}} {
      br ^next
    ^next:
      gpu.return
    }
  }
  func @main() {
    %a = memref.alloc() : memref<4xf32>
    %c1 = constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}
