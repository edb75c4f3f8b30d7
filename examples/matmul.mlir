// A 4x3 by 3x5 matrix multiply over memrefs with scf loops; the result is
// printed through the runtime library's print_memref_f32.
func private @print_memref_f32(memref<*xf32>)

// C += A * B
func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %n = memref.dim %B, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %C[%i, %j] : memref<?x?xf32>
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> (f32) {
        %a = memref.load %A[%i, %p] : memref<?x?xf32>
        %b = memref.load %B[%p, %j] : memref<?x?xf32>
        %prod = mulf %a, %b : f32
        %next = addf %acc, %prod : f32
        scf.yield %next : f32
      }
      memref.store %sum, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %zero = constant 0.0 : f32
  %A = memref.alloc(%c4, %c3) : memref<?x?xf32>
  %B = memref.alloc(%c3, %c5) : memref<?x?xf32>
  %C = memref.alloc(%c4, %c5) : memref<?x?xf32>
  // A[i][j] = i + j, B[i][j] = i - j + 1, C = 0
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = addi %i, %j : index
      %si = index_cast %s : index to i64
      %f = sitofp %si : i64 to f32
      memref.store %f, %A[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %d = subi %i, %j : index
      %d1 = addi %d, %c1 : index
      %di = index_cast %d1 : index to i64
      %f = sitofp %di : i64 to f32
      memref.store %f, %B[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf32>
    }
  }
  call @matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %U = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
