// -convert-gpu-to-spirv failures (messages and remarks as mlir-opt-13's):
// a kernel without spv.entry_point_abi, ABI attributes on only some
// arguments, a non-kernel function, an op with no SPIR-V lowering.
// RUN: cmlir-opt -convert-gpu-to-spirv -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -convert-gpu-to-spirv -split-input-file -verify-diagnostics %s

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @below {{failed to legalize operation 'gpu.func'}}
    // expected-remark @below {{match failure: missing 'spv.entry_point_abi' attribute}}
    gpu.func @no_abi(%a: f32) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @below {{failed to legalize operation 'gpu.func'}}
    // expected-remark @below {{match failure: missing 'spv.interface_var_abi' attribute at argument 1}}
    gpu.func @partial(%a: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 0), StorageBuffer>}, %b: memref<4xf32>) kernel
        attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @below {{failed to legalize operation 'gpu.func'}}
    gpu.func @helper(%a: f32) {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      // expected-error @below {{failed to legalize operation 'gpu.barrier'}}
      gpu.barrier
      gpu.return
    }
  }
}

// -----

// Without a spv.target_env the default environment has no extension, so
// StorageBuffer pointers are not legal and the load cannot convert.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4xf32>) kernel attributes {spv.entry_point_abi = {local_size = dense<[1, 1, 1]> : vector<3xi32>}} {
      %c0 = constant 0 : index
      // expected-error @below {{failed to legalize operation 'memref.load'}}
      %v = memref.load %a[%c0] : memref<4xf32>
      gpu.return
    }
  }
}
