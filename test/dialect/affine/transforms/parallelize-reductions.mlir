// -affine-parallelize=parallel-reductions: a loop whose iter_args are all
// single-op reductions (addf, mulf, addi, muli of the iter_arg and one
// other value) becomes an affine.parallel with `reduce`; the reduction op
// moves after it and combines the init with its result.  Other iter_args
// (subf, an iter_arg with more uses) or a memory dependence keep the loop;
// without the option no loop with iter_args is converted.  Diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-parallelize=parallel-reductions %s > %t.ours
// RUN: %upstream_opt -affine-parallelize=parallel-reductions %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize %s > %t.ours
// RUN: %upstream_opt -affine-parallelize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize=parallel-reductions %s | FileCheck %s

// CHECK-LABEL: func @sums
// CHECK: %[[R:.*]]:4 = affine.parallel (%{{.*}}) = (0) to (10) reduce ("addf", "muli", "mulf", "addi") -> (f32, i32, f32, i32) {
// CHECK: addf %{{.*}}, %[[R]]#0 : f32
func @sums(%A: memref<10xf32>, %I: memref<10xi32>) -> (f32, i32, f32, i32) {
  %z = constant 0.0 : f32
  %one = constant 1 : i32
  %r:4 = affine.for %i = 0 to 10 iter_args(%s = %z, %t = %one, %u = %z, %q = %one) -> (f32, i32, f32, i32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %I[%i] : memref<10xi32>
    %s2 = addf %s, %v : f32
    %t2 = muli %w, %t : i32
    %u2 = mulf %v, %u : f32
    %q2 = addi %q, %w : i32
    affine.yield %s2, %t2, %u2, %q2 : f32, i32, f32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, i32, f32, i32
}

func @nested_sum(%A: memref<8x16xf32>, %B: memref<8xf32>) {
  %z = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%s = %z) -> (f32) {
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      %s2 = addf %s, %v : f32
      affine.yield %s2 : f32
    }
    affine.store %r, %B[%i] : memref<8xf32>
  }
  return
}

func @not_reductions(%A: memref<10xf32>, %x: f32) -> (f32, f32, f32, f32) {
  %z = constant 0.0 : f32
  %a = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %s2 = subf %s, %v : f32
    affine.yield %s2 : f32
  }
  %b = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f32) {
    %s2 = addf %s, %x : f32
    affine.yield %s2 : f32
  }
  %c = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %s2 = addf %s, %v : f32
    affine.store %s, %A[%i] : memref<10xf32>
    affine.yield %s2 : f32
  }
  %d = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %s2 = addf %s, %v : f32
    affine.store %v, %A[0] : memref<10xf32>
    affine.yield %s2 : f32
  }
  return %a, %b, %c, %d : f32, f32, f32, f32
}
