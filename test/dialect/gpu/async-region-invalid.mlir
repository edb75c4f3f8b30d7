// -gpu-async-region on a gpu.launch that was not outlined (13's message).
// In a nested block the error does not fail the pass (13's walk ignores
// what the walk of a nested op returns): the output is printed, exit 0.
// RUN: cmlir-opt -gpu-async-region -split-input-file -verify-diagnostics %s
// REQUIRES: upstream
// RUN: %upstream_opt -gpu-async-region -split-input-file -verify-diagnostics %s
// RUN: cmlir-opt -gpu-async-region -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func @nested_launch
// CHECK: gpu.launch blocks

func @launch(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz_ = %sz) {
    gpu.terminator
  }
  return
}

// -----

func @nested_launch(%sz: index, %c: i1) {
  scf.if %c {
    // expected-error@+1 {{'gpu.launch' op replace with gpu.launch_func first}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz_ = %sz) {
      gpu.terminator
    }
  }
  return
}
