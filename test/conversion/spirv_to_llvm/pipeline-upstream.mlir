// The pipeline of cmlir-spirv-cpu-runner as a cmlir-opt pipeline: a host
// module with a gpu kernel through gpu-kernel-outlining,
// convert-gpu-to-spirv, spirv-lower-abi-attrs, spirv-update-vce,
// lower-host-to-llvm and convert-spirv-to-llvm, diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -pass-pipeline='gpu-kernel-outlining,convert-gpu-to-spirv,spv.module(spirv-lower-abi-attrs,spirv-update-vce),lower-host-to-llvm,convert-spirv-to-llvm' %s > %t.ours
// RUN: %upstream_opt -pass-pipeline='gpu-kernel-outlining,convert-gpu-to-spirv,spv.module(spirv-lower-abi-attrs,spirv-update-vce),lower-host-to-llvm,convert-spirv-to-llvm' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.mlir.global linkonce @__spv__kernels_vadd_arg_2_descriptor_set0_binding2()
// CHECK: llvm.func @__spv__kernels_vadd()
// CHECK: module @__spv__kernels {
// CHECK: llvm.mlir.global external @__spv__kernels_vadd_arg_0_descriptor_set0_binding0()
// CHECK: llvm.func @__spv__kernels_vadd()
// CHECK: llvm.call @__spv__kernels_vadd() : () -> ()

module attributes {
  gpu.container_module,
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>
} {
  gpu.module @kernels {
    gpu.func @vadd(%a : memref<4xf32>, %b : memref<4xf32>, %c : memref<4xf32>)
      kernel attributes { spv.entry_point_abi = {local_size = dense<[1, 1, 1]>: vector<3xi32>}} {
      %i0 = constant 0 : index
      %i1 = constant 1 : index
      %i2 = constant 2 : index
      %i3 = constant 3 : index
      %a0 = memref.load %a[%i0] : memref<4xf32>
      %b0 = memref.load %b[%i0] : memref<4xf32>
      %s0 = addf %a0, %b0 : f32
      memref.store %s0, %c[%i0] : memref<4xf32>
      %a1 = memref.load %a[%i1] : memref<4xf32>
      %b1 = memref.load %b[%i1] : memref<4xf32>
      %s1 = addf %a1, %b1 : f32
      memref.store %s1, %c[%i1] : memref<4xf32>
      %a2 = memref.load %a[%i2] : memref<4xf32>
      %b2 = memref.load %b[%i2] : memref<4xf32>
      %s2 = addf %a2, %b2 : f32
      memref.store %s2, %c[%i2] : memref<4xf32>
      %a3 = memref.load %a[%i3] : memref<4xf32>
      %b3 = memref.load %b[%i3] : memref<4xf32>
      %s3 = addf %a3, %b3 : f32
      memref.store %s3, %c[%i3] : memref<4xf32>
      gpu.return
    }
  }
  func @main() {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    %c = memref.alloc() : memref<4xf32>
    %half = constant 0.5 : f32
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %cN = constant 4 : index
    br ^fill(%c0 : index)
  ^fill(%i : index):
    %cond = cmpi slt, %i, %cN : index
    cond_br %cond, ^body, ^run
  ^body:
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %g = mulf %f, %half : f32
    memref.store %f, %a[%i] : memref<4xf32>
    memref.store %g, %b[%i] : memref<4xf32>
    %next = addi %i, %c1 : index
    br ^fill(%next : index)
  ^run:
    gpu.launch_func @kernels::@vadd blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>, %b : memref<4xf32>, %c : memref<4xf32>)
    %r = memref.cast %c : memref<4xf32> to memref<*xf32>
    call @print_memref_f32(%r) : (memref<*xf32>) -> ()
    return
  }
  func private @print_memref_f32(%arg0 : memref<*xf32>)
}
