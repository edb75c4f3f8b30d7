// The computation of ../runner-stencil.mlir in std + scf.
func @main() {
  %in = memref.alloc() : memref<6xf32>
  %out = memref.alloc() : memref<6xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %two = constant 2.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    %h = mulf %f, %f : f32
    memref.store %h, %in[%i] : memref<6xf32>
  }
  %first = memref.load %in[%c0] : memref<6xf32>
  memref.store %first, %out[%c0] : memref<6xf32>
  scf.for %i = %c1 to %c5 step %c1 {
    %im = subi %i, %c1 : index
    %ip = addi %i, %c1 : index
    %a = memref.load %in[%im] : memref<6xf32>
    %b = memref.load %in[%i] : memref<6xf32>
    %c = memref.load %in[%ip] : memref<6xf32>
    %d = mulf %two, %b : f32
    %l = addf %a, %d : f32
    %r = addf %l, %c : f32
    memref.store %r, %out[%i] : memref<6xf32>
  }
  %last = memref.load %in[%c5] : memref<6xf32>
  memref.store %last, %out[%c5] : memref<6xf32>
  %res = memref.cast %out : memref<6xf32> to memref<*xf32>
  call @print_memref_f32(%res) : (memref<*xf32>) -> ()
  return
}
func private @print_memref_f32(%arg0 : memref<*xf32>)
