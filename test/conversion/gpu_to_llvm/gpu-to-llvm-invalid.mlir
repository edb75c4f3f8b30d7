// -gpu-to-llvm on what it cannot lower, with mlir-opt-13's messages: a
// kernel module without the binary attribute, synchronous alloc / dealloc
// / memcpy, launches with several (or unawaited) dependencies, non-identity
// layouts, gpu.launch left in the host code, two launches of one kernel
// module (13 creates the binary global twice).
// RUN: cmlir-opt -gpu-to-llvm -split-input-file -verify-diagnostics %s
// REQUIRES: upstream
// RUN: %upstream_opt -gpu-to-llvm -split-input-file -verify-diagnostics %s

module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op missing gpu.binary attribute}}
  gpu.module @km attributes {nvvm.cubin = "C"} {
    gpu.func @k() kernel { gpu.return }
  }
  func @missing(%sz: index) {
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    gpu.launch_func @km::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @sync_alloc(%sz: index) {
    // expected-error@+1 {{failed to legalize operation 'gpu.alloc' that was explicitly marked illegal}}
    %m = gpu.alloc (%sz) : memref<?xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @sync_dealloc(%m: memref<?xf32>) {
    // expected-error@+1 {{failed to legalize operation 'gpu.dealloc' that was explicitly marked illegal}}
    gpu.dealloc %m : memref<?xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @two_deps(%m: memref<?xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.memcpy' that was explicitly marked illegal}}
    %t2 = gpu.memcpy async [%t0, %t1] %m, %m : memref<?xf32>, memref<?xf32>
    gpu.wait [%t2]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @layout(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
    %t0 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.memcpy' that was explicitly marked illegal}}
    %t2 = gpu.memcpy async [%t0] %m, %m : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
    gpu.wait [%t2]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @km attributes {gpu.binary = "C"} {
    gpu.func @k() kernel { gpu.return }
  }
  func @launch_two_deps(%sz: index) {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    %t2 = gpu.launch_func async [%t0, %t1] @km::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t2]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @km attributes {gpu.binary = "C"} {
    gpu.func @k() kernel { gpu.return }
  }
  func @launch_sync_dep(%sz: index) {
    %t0 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    gpu.launch_func [%t0] @km::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module {
  func @not_outlined(%sz: index) {
    // expected-error@+1 {{failed to legalize operation 'gpu.launch' that was explicitly marked illegal}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz_ = %sz) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @km attributes {gpu.binary = "C"} {
    gpu.func @k() kernel { gpu.return }
  }
  func @twice(%sz: index) {
    // expected-error@+1 {{redefinition of symbol named 'km_k_kernel_name'}}
    gpu.launch_func @km::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    // expected-note@+1 {{see existing symbol definition here}}
    gpu.launch_func @km::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
