// The computation of ../runner-reduce.mlir in std + scf.
func @main() {
  %in = memref.alloc() : memref<8xf32>
  %out = memref.alloc() : memref<2xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %c3 = constant 3.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %g = subf %f, %c3 : f32
    %h = mulf %g, %g : f32
    memref.store %h, %in[%i] : memref<8xf32>
  }
  %first = memref.load %in[%c0] : memref<8xf32>
  %sum, %max = scf.for %i = %c1 to %c8 step %c1 iter_args(%s = %first, %m = %first) -> (f32, f32) {
    %v = memref.load %in[%i] : memref<8xf32>
    %s2 = addf %s, %v : f32
    %p = cmpf ogt, %v, %m : f32
    %m2 = select %p, %v, %m : f32
    scf.yield %s2, %m2 : f32, f32
  }
  memref.store %sum, %out[%c0] : memref<2xf32>
  memref.store %max, %out[%c1] : memref<2xf32>
  %r = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @print_memref_f32(%r) : (memref<*xf32>) -> ()
  return
}
func private @print_memref_f32(%arg0 : memref<*xf32>)
