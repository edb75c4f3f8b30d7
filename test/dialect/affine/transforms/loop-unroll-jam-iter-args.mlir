// -affine-loop-unroll-jam leaves loop nests with iter_args (the jammed loop
// carrying values, or an inner loop doing so) unchanged.  mlir-opt-13
// transforms them without widening the iter_args: in @inner its jammed copy
// multiplies row i + 1 into the accumulator of row i and stores that
// product to B[i + 1], so the program computes something else.  A
// deliberate difference: a transformation must not change results.
// RUN: cmlir-opt %s > %t.in
// RUN: cmlir-opt -affine-loop-unroll-jam=unroll-jam-factor=2 %s > %t.ours
// RUN: diff %t.ours %t.in
// RUN: cmlir-opt -affine-loop-unroll-jam=unroll-jam-factor=3 %s > %t.ours
// RUN: diff %t.ours %t.in

func @red(%A: memref<16x32xf32>, %z: f32) -> f32 {
  %r = affine.for %i = 0 to 16 iter_args(%acc = %z) -> f32 {
    %s = affine.for %j = 0 to 32 iter_args(%a = %acc) -> f32 {
      %v = affine.load %A[%i, %j] : memref<16x32xf32>
      %t = addf %a, %v : f32
      affine.yield %t : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
func @inner(%A: memref<16x32xf32>, %B: memref<16xf32>, %z: f32) {
  affine.for %i = 0 to 15 {
    %s = affine.for %j = 0 to 32 iter_args(%a = %z) -> f32 {
      %v = affine.load %A[%i, %j] : memref<16x32xf32>
      %t = mulf %a, %v : f32
      affine.yield %t : f32
    }
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}
