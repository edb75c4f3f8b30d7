// A stencil: a gpu kernel applying (1, 2, 1) to the inner points of 6
// values (the ends copied), run through cmlir-spirv-cpu-runner, prints what
// the same computation in std + scf prints through cmlir-cpu-runner.
// UNSUPPORTED: asan
// REQUIRES: jit
// RUN: cmlir-spirv-cpu-runner %s -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.spv
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %S/Inputs/stencil-std.mlir | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.std
// RUN: FileCheck %s < %t.spv
// RUN: FileCheck %s < %t.std
// CHECK: sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  6,  18,  38,  66,  25]

module attributes {
  gpu.container_module,
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>
} {
  gpu.module @kernels {
    gpu.func @stencil(%in : memref<6xf32>, %out : memref<6xf32>)
      kernel attributes { spv.entry_point_abi = {local_size = dense<[1, 1, 1]>: vector<3xi32>}} {
      %i0 = constant 0 : index
      %i1 = constant 1 : index
      %i2 = constant 2 : index
      %i3 = constant 3 : index
      %i4 = constant 4 : index
      %i5 = constant 5 : index
      %two = constant 2.0 : f32
      %v0 = memref.load %in[%i0] : memref<6xf32>
      %v1 = memref.load %in[%i1] : memref<6xf32>
      %v2 = memref.load %in[%i2] : memref<6xf32>
      %v3 = memref.load %in[%i3] : memref<6xf32>
      %v4 = memref.load %in[%i4] : memref<6xf32>
      %v5 = memref.load %in[%i5] : memref<6xf32>
      memref.store %v0, %out[%i0] : memref<6xf32>
      %d1 = mulf %two, %v1 : f32
      %l1 = addf %v0, %d1 : f32
      %r1 = addf %l1, %v2 : f32
      memref.store %r1, %out[%i1] : memref<6xf32>
      %d2 = mulf %two, %v2 : f32
      %l2 = addf %v1, %d2 : f32
      %r2 = addf %l2, %v3 : f32
      memref.store %r2, %out[%i2] : memref<6xf32>
      %d3 = mulf %two, %v3 : f32
      %l3 = addf %v2, %d3 : f32
      %r3 = addf %l3, %v4 : f32
      memref.store %r3, %out[%i3] : memref<6xf32>
      %d4 = mulf %two, %v4 : f32
      %l4 = addf %v3, %d4 : f32
      %r4 = addf %l4, %v5 : f32
      memref.store %r4, %out[%i4] : memref<6xf32>
      memref.store %v5, %out[%i5] : memref<6xf32>
      gpu.return
    }
  }
  func @main() {
    %in = memref.alloc() : memref<6xf32>
    %out = memref.alloc() : memref<6xf32>
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %cN = constant 6 : index
    br ^fill(%c0 : index)
  ^fill(%i : index):
    %cond = cmpi slt, %i, %cN : index
    cond_br %cond, ^body, ^run
  ^body:
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %h = mulf %f, %f : f32
    memref.store %h, %in[%i] : memref<6xf32>
    %next = addi %i, %c1 : index
    br ^fill(%next : index)
  ^run:
    gpu.launch_func @kernels::@stencil blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<6xf32>, %out : memref<6xf32>)
    %r = memref.cast %out : memref<6xf32> to memref<*xf32>
    call @print_memref_f32(%r) : (memref<*xf32>) -> ()
    return
  }
  func private @print_memref_f32(%arg0 : memref<*xf32>)
}
