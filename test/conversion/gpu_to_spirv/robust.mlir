// Inputs mlir-opt-13 crashes on (cmlir reports them instead): a kernel
// with workgroup attributions, an argument type with no SPIR-V form, an
// entry function whose ABI cannot be lowered.
// RUN: cmlir-opt -convert-gpu-to-spirv -split-input-file -verify-diagnostics %s

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{failed to legalize operation 'gpu.func'}}
    gpu.func @wg(%a: f32) workgroup(%w: memref<4xf32, 3>) kernel attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{failed to legalize operation 'gpu.func'}}
    gpu.func @badty(%a: memref<4xf32, 2>) kernel attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      gpu.return
    }
  }
}
