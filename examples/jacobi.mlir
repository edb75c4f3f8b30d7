// A 2-D 5-point Jacobi stencil over N x N f32 memrefs with scf loops: T
// sweeps (alternating between two buffers) over the interior, the border
// held fixed; the checksum (the sum of all elements) is printed through the
// runtime library's print_memref_f32.  N = 16, T = 10 here;
// bench/codegen.sh runs a larger copy (it rewrites the two constants
// marked below).
func private @print_memref_f32(memref<*xf32>)

// dst[i][j] = (src[i-1][j] + src[i+1][j] + src[i][j-1] + src[i][j+1]) / 4
// for the interior points.
func @sweep(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %quarter = constant 0.25 : f32
  %n = memref.dim %src, %c0 : memref<?x?xf32>
  %last = subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = subi %i, %c1 : index
    %ip = addi %i, %c1 : index
    scf.for %j = %c1 to %last step %c1 {
      %jm = subi %j, %c1 : index
      %jp = addi %j, %c1 : index
      %n0 = memref.load %src[%im, %j] : memref<?x?xf32>
      %s0 = memref.load %src[%ip, %j] : memref<?x?xf32>
      %w0 = memref.load %src[%i, %jm] : memref<?x?xf32>
      %e0 = memref.load %src[%i, %jp] : memref<?x?xf32>
      %a = addf %n0, %s0 : f32
      %b = addf %w0, %e0 : f32
      %c = addf %a, %b : f32
      %v = mulf %c, %quarter : f32
      memref.store %v, %dst[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %n = constant 16 : index   // N
  %t = constant 10 : index   // T (even)
  %zero = constant 0.0 : f32
  %scale = constant 0.001 : f32
  %A = memref.alloc(%n, %n) : memref<?x?xf32>
  %B = memref.alloc(%n, %n) : memref<?x?xf32>
  // A = B = (3i + 7j) mod 101, scaled: fixed border, non-trivial interior.
  %c101 = constant 101 : index
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = muli %i, %c3 : index
      %b = muli %j, %c7 : index
      %s = addi %a, %b : index
      %r = remi_unsigned %s, %c101 : index
      %ri = index_cast %r : index to i64
      %f = sitofp %ri : i64 to f32
      %v = mulf %f, %scale : f32
      memref.store %v, %A[%i, %j] : memref<?x?xf32>
      memref.store %v, %B[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %step = %c0 to %t step %c2 {
    call @sweep(%A, %B) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    call @sweep(%B, %A) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%racc = %zero) -> (f32) {
      %x = memref.load %A[%i, %j] : memref<?x?xf32>
      %y = addf %racc, %x : f32
      scf.yield %y : f32
    }
    %z = addf %acc, %row : f32
    scf.yield %z : f32
  }
  %out = memref.alloc() : memref<1xf32>
  memref.store %sum, %out[%c0] : memref<1xf32>
  %U = memref.cast %out : memref<1xf32> to memref<*xf32>
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<1xf32>
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  return
}
