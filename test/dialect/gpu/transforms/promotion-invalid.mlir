// -test-gpu-memory-promotion on arguments it cannot promote (13 asserts
// on them; cmlir reports an error on the function).
// RUN: cmlir-opt -pass-pipeline='gpu.module(gpu.func(test-gpu-memory-promotion))' -split-input-file -verify-diagnostics %s

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op can only promote memrefs of static shape to workgroup memory, argument #1 is not one}}
  gpu.func @dynamic(%a: memref<4xf32>, %b: memref<?xf32> {gpu.test_promote_workgroup}) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op can only promote memrefs of static shape to workgroup memory, argument #0 is not one}}
  gpu.func @scalar(%a: f32 {gpu.test_promote_workgroup}) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op unstructured control flow not supported by workgroup memory promotion}}
  gpu.func @blocks(%a: memref<4xf32> {gpu.test_promote_workgroup}) {
    br ^bb1
  ^bb1:
    gpu.return
  }
}
