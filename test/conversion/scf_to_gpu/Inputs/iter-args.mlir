func @iter_args(%A : memref<?xf32>) {
  %cst = constant 0.0 : f32
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{loops with iteration arguments are not supported}}
    %r = affine.for %j = 0 to 4 iter_args(%s = %cst) -> f32 {
      %v = memref.load %A[%j] : memref<?xf32>
      %t = addf %s, %v : f32
      affine.yield %t : f32
    }
  }
  return
}
