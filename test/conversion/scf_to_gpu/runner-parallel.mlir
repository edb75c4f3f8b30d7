// An scf.parallel program mapped to the gpu: converted to gpu.launch,
// outlined and run by cmlir-spirv-cpu-runner, prints what the same program
// prints through the std + scf lowering and cmlir-cpu-runner.  As in 13,
// the SPIR-V runner calls the kernel once with every id 0 (the module
// defines the two builtin variables the kernel reads, which 13's runner
// leaves undefined) and converts straight-line kernels only, so the
// mapped dimensions run one iteration each (from lower bounds that are
// not 0, with steps that are not 1).
// UNSUPPORTED: asan
// REQUIRES: jit
// RUN: cmlir-opt -convert-parallel-loops-to-gpu -canonicalize -lower-affine -convert-scf-to-std -gpu-kernel-outlining -canonicalize -test-spirv-entry-point-abi %s | cmlir-spirv-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.spv
// RUN: sed -e '/spv.target_env/d' %s | cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.std
// RUN: FileCheck %s < %t.spv
// RUN: FileCheck %s < %t.std
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [0.5,  0.5,  9,  0.5,  0.5,  18,  0.5,  0.5]

module attributes {
  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>
} {
  llvm.mlir.global external @__builtin_var_WorkgroupId__(dense<0> : vector<3xi32>) : vector<3xi32>
  llvm.mlir.global external @__builtin_var_LocalInvocationId__(dense<0> : vector<3xi32>) : vector<3xi32>
  func @main() {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %half = constant 0.5 : f32
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %c2 = constant 2 : index
    %c3 = constant 3 : index
    %c8 = constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = index_cast %i : index to i32
      %f = sitofp %ii : i32 to f32
      memref.store %f, %a[%i] : memref<8xf32>
      memref.store %half, %b[%i] : memref<8xf32>
    }
    scf.parallel (%i, %j) = (%c2, %c1) to (%c3, %c3) step (%c1, %c2) {
      %x = addi %i, %j : index
      %y = muli %x, %c2 : index
      %v = memref.load %a[%x] : memref<8xf32>
      %w = memref.load %a[%y] : memref<8xf32>
      %s = addf %v, %w : f32
      memref.store %s, %b[%i] : memref<8xf32>
      %z = subi %y, %j : index
      %p = mulf %v, %w : f32
      memref.store %p, %b[%z] : memref<8xf32>
    } { mapping = [
        {processor = 0, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>},
        {processor = 3, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
    %r = memref.cast %b : memref<8xf32> to memref<*xf32>
    call @print_memref_f32(%r) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<8xf32>
    memref.dealloc %b : memref<8xf32>
    return
  }
  func private @print_memref_f32(%arg0 : memref<*xf32>)
}
