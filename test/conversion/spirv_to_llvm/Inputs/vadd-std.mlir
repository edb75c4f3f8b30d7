// The computation of ../runner-vadd.mlir in std + scf.
func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %half = constant 0.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %g = mulf %f, %half : f32
    memref.store %f, %a[%i] : memref<4xf32>
    memref.store %g, %b[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %y = memref.load %b[%i] : memref<4xf32>
    %s = addf %x, %y : f32
    memref.store %s, %c[%i] : memref<4xf32>
  }
  %r = memref.cast %c : memref<4xf32> to memref<*xf32>
  call @print_memref_f32(%r) : (memref<*xf32>) -> ()
  return
}
func private @print_memref_f32(%arg0 : memref<*xf32>)
