// -test-gpu-rewrite on an all_reduce of a type gpu.shuffle does not take:
// the lowering goes ahead and the result fails verification, as in 13
// (the expected error makes the run succeed).
// RUN: cmlir-opt -test-gpu-rewrite -verify-diagnostics %s
// REQUIRES: upstream
// RUN: %upstream_opt -test-gpu-rewrite -verify-diagnostics %s

gpu.module @kernels {
  gpu.func @f64(%a : f64, %out : memref<f64>) kernel {
    // expected-error@+1 {{'gpu.shuffle' op requires value operand type to be f32 or i32}}
    %m = "gpu.all_reduce"(%a) ({}) {op = "min"} : (f64) -> (f64)
    memref.store %m, %out[] : memref<f64>
    gpu.return
  }
}
