// A reduction: a gpu kernel summing 8 values and taking their maximum, run
// through cmlir-spirv-cpu-runner, prints what the same computation in std
// + scf prints through cmlir-cpu-runner.
// UNSUPPORTED: asan
// REQUIRES: jit
// RUN: cmlir-spirv-cpu-runner %s -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.spv
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %S/Inputs/reduce-std.mlir | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.std
// RUN: FileCheck %s < %t.spv
// RUN: FileCheck %s < %t.std
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [44,  16]

module attributes {
  gpu.container_module,
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>
} {
  gpu.module @kernels {
    gpu.func @reduce(%in : memref<8xf32>, %out : memref<2xf32>)
      kernel attributes { spv.entry_point_abi = {local_size = dense<[1, 1, 1]>: vector<3xi32>}} {
      %i0 = constant 0 : index
      %i1 = constant 1 : index
      %i2 = constant 2 : index
      %i3 = constant 3 : index
      %i4 = constant 4 : index
      %i5 = constant 5 : index
      %i6 = constant 6 : index
      %i7 = constant 7 : index
      %v0 = memref.load %in[%i0] : memref<8xf32>
      %v1 = memref.load %in[%i1] : memref<8xf32>
      %v2 = memref.load %in[%i2] : memref<8xf32>
      %v3 = memref.load %in[%i3] : memref<8xf32>
      %v4 = memref.load %in[%i4] : memref<8xf32>
      %v5 = memref.load %in[%i5] : memref<8xf32>
      %v6 = memref.load %in[%i6] : memref<8xf32>
      %v7 = memref.load %in[%i7] : memref<8xf32>
      %s1 = addf %v0, %v1 : f32
      %s2 = addf %s1, %v2 : f32
      %s3 = addf %s2, %v3 : f32
      %s4 = addf %s3, %v4 : f32
      %s5 = addf %s4, %v5 : f32
      %s6 = addf %s5, %v6 : f32
      %s7 = addf %s6, %v7 : f32
      %p1 = cmpf ogt, %v1, %v0 : f32
      %m1 = select %p1, %v1, %v0 : f32
      %p2 = cmpf ogt, %v2, %m1 : f32
      %m2 = select %p2, %v2, %m1 : f32
      %p3 = cmpf ogt, %v3, %m2 : f32
      %m3 = select %p3, %v3, %m2 : f32
      %p4 = cmpf ogt, %v4, %m3 : f32
      %m4 = select %p4, %v4, %m3 : f32
      %p5 = cmpf ogt, %v5, %m4 : f32
      %m5 = select %p5, %v5, %m4 : f32
      %p6 = cmpf ogt, %v6, %m5 : f32
      %m6 = select %p6, %v6, %m5 : f32
      %p7 = cmpf ogt, %v7, %m6 : f32
      %m7 = select %p7, %v7, %m6 : f32
      memref.store %s7, %out[%i0] : memref<2xf32>
      memref.store %m7, %out[%i1] : memref<2xf32>
      gpu.return
    }
  }
  func @main() {
    %in = memref.alloc() : memref<8xf32>
    %out = memref.alloc() : memref<2xf32>
    %c3 = constant 3.0 : f32
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %cN = constant 8 : index
    br ^fill(%c0 : index)
  ^fill(%i : index):
    %cond = cmpi slt, %i, %cN : index
    cond_br %cond, ^body, ^run
  ^body:
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %g = subf %f, %c3 : f32
    %h = mulf %g, %g : f32
    memref.store %h, %in[%i] : memref<8xf32>
    %next = addi %i, %c1 : index
    br ^fill(%next : index)
  ^run:
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<2xf32>)
    %r = memref.cast %out : memref<2xf32> to memref<*xf32>
    call @print_memref_f32(%r) : (memref<*xf32>) -> ()
    return
  }
  func private @print_memref_f32(%arg0 : memref<*xf32>)
}
