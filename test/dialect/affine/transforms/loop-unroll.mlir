// -affine-loop-unroll: innermost affine.for loops unrolled by a factor
// (with a cleanup loop when the trip count is not a multiple), up to a
// factor, or fully; iteration arguments are threaded through the copies.
// Diffed with mlir-opt-13 for every option.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-unroll %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll=unroll-factor=3 %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll=unroll-factor=3 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll='unroll-factor=2' -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll='unroll-factor=2' -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll='unroll-factor=5 unroll-up-to-factor' %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll='unroll-factor=5 unroll-up-to-factor' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll='unroll-full' %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll='unroll-full' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll='unroll-full unroll-full-threshold=6' %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll='unroll-full unroll-full-threshold=6' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll=unroll-factor=4 %s | FileCheck %s
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// HELP: --affine-loop-unroll {{ *}}-   Unroll affine loops
// HELP: --unroll-factor=<uint>

// CHECK-LABEL: func @const_trip
// CHECK: affine.for %{{.*}} = 0 to 8 step 4 {
// CHECK: affine.for %{{.*}} = 8 to 10 {
func @const_trip(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}

func @step_and_lb(%A: memref<100xf32>) {
  affine.for %i = 3 to 40 step 5 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = addf %v, %v : f32
    affine.store %w, %A[%i * 2] : memref<100xf32>
  }
  return
}

func @single_and_empty(%A: memref<100xf32>) {
  affine.for %i = 4 to 5 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}

func @nest(%A: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%i, %j] : memref<16x16xf32>
      affine.store %v, %A[%j, %i] : memref<16x16xf32>
    }
    affine.for %j = 2 to 5 {
      %v = affine.load %A[%i, %j] : memref<16x16xf32>
      affine.store %v, %A[%j, %i] : memref<16x16xf32>
    }
  }
  return
}

func @iter_args(%A: memref<100xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 9 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func @iv_unused(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 6 {
    affine.store %x, %A[0] : memref<100xf32>
  }
  return
}
