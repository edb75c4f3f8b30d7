func @f(%A : memref<?xf32>) {
  // expected-error@+1 {{expected at least one block or thread dimension to map to}}
  affine.for %i = 0 to 4 {
    %v = memref.load %A[%i] : memref<?xf32>
  }
  return
}
