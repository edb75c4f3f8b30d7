// -affine-loop-unroll on loops with a `min` upper bound and a cleanup loop,
// diffed against mlir-opt-13: the unrolled loop runs to the min of the
// per-bound cleanup starts, the cleanup loop from their max.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-unroll=unroll-factor=2 %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll=unroll-factor=2 %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-unroll='unroll-factor=3 unroll-num-reps=2' %s > %t.ours
// RUN: %upstream_opt -affine-loop-unroll='unroll-factor=3 unroll-num-reps=2' %s > %t.up
// RUN: diff %t.ours %t.up

func @two_syms(%A: memref<?xf32>, %lo: index, %n: index, %m: index) {
  affine.for %i = %lo to min affine_map<()[s0, s1] -> (s0, s1 - 2, 512)>()[%n, %m] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  return
}

func @dims_and_step(%A: memref<?xf32>, %n: index) {
  affine.for %i = 3 to min affine_map<(d0) -> (d0, 99)>(%n) step 5 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

func @iter_args(%A: memref<?xf32>, %n: index) -> f32 {
  %z = constant 0.0 : f32
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] iter_args(%s = %z) -> f32 {
    %v = affine.load %A[%i] : memref<?xf32>
    %t = addf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}
