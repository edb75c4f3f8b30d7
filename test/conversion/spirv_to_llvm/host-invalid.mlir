// -lower-host-to-llvm refuses a launch whose SPIR-V module is missing or
// has more than one entry point (MLIR 13 reports the same errors, then
// fails to verify the module; cmlir fails the pass at once).
// RUN: cmlir-opt -lower-host-to-llvm -split-input-file -verify-diagnostics %s

module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func @main() {
    %one = constant 1 : index
    // expected-error@+1 {{'gpu.launch_func' op SPIR-V kernel module '__spv__foo' is not found}}
    gpu.launch_func @foo::@k blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error@+1 {{The module must contain exactly one entry point function}}
  spv.module @__spv__foo Logical GLSL450 {
    spv.func @k() "None" {
      spv.Return
    }
    spv.func @l() "None" {
      spv.Return
    }
    spv.EntryPoint "GLCompute" @k
    spv.EntryPoint "GLCompute" @l
  }
  gpu.module @foo {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func @main() {
    %one = constant 1 : index
    gpu.launch_func @foo::@k blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  spv.module @__spv__foo Logical GLSL450 {
    spv.func @k() "None" {
      spv.Return
    }
    spv.EntryPoint "GLCompute" @k
  }
  gpu.module @foo {
    gpu.func @k(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func @main(%a: memref<4xf32>) {
    %one = constant 1 : index
    // expected-error@+1 {{'gpu.launch_func' op has no SPIR-V global variable bound to kernel operand #0}}
    gpu.launch_func @foo::@k blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%a : memref<4xf32>)
    return
  }
}
