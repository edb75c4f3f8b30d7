func @f(%A : memref<?xf32>) {
  // expected-error@+1 {{cannot map to more than 3 block dimensions}}
  affine.for %i = 0 to 4 {
    %v = memref.load %A[%i] : memref<?xf32>
  }
  return
}
