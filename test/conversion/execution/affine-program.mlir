// An affine program executed after -lower-affine: a matrix product with
// affine.for / load / store, a bound with min / max maps and a step, an
// affine.if with two constraints, iter_args, floordiv / mod / ceildiv
// subscripts, and an affine.parallel reduction.
// REQUIRES: jit
// RUN: cmlir-opt -lower-affine -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func @pi(%x: index) {
  %i = index_cast %x : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %A = memref.alloc() : memref<4x4xf32>
  %B = memref.alloc() : memref<4x4xf32>
  %C = memref.alloc() : memref<4x4xf32>
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = index_cast %i : index to i64
      %jj = index_cast %j : index to i64
      %s = addi %ii, %jj : i64
      %f = sitofp %s : i64 to f32
      affine.store %f, %A[%i, %j] : memref<4x4xf32>
      affine.store %f, %B[%j, %i] : memref<4x4xf32>
      affine.store %zero, %C[%i, %j] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<4x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x4xf32>
        %c = affine.load %C[%i, %j] : memref<4x4xf32>
        %p = mulf %a, %b : f32
        %q = addf %c, %p : f32
        affine.store %q, %C[%i, %j] : memref<4x4xf32>
      }
    }
  }
  %U = memref.cast %C : memref<4x4xf32> to memref<*xf32>
  // CHECK: [14, 20, 26, 32]
  // CHECK: [20, 30, 40, 50]
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()

  // sum of i for i in [max(1, 2), min(9, 12)) step 3: 2 + 5 + 8 = 15
  %c1 = constant 1 : index
  %c9 = constant 9 : index
  %c0 = constant 0 : index
  %sum = affine.for %i = max affine_map<(d0) -> (d0, 2)>(%c1) to min affine_map<()[s0] -> (s0, 12)>()[%c9] step 3 iter_args(%acc = %c0) -> (index) {
    %n = addi %acc, %i : index
    affine.yield %n : index
  }
  // CHECK: 15
  call @pi(%sum) : (index) -> ()

  // count of i in [0, 20) with i >= 5 and i mod 4 == 1: 5, 9, 13, 17 -> 4
  %cnt = affine.for %i = 0 to 20 iter_args(%acc = %c0) -> (index) {
    %r = affine.if affine_set<(d0) : (d0 - 5 >= 0, (d0 - 1) mod 4 == 0)>(%i) -> index {
      %n = addi %acc, %c1 : index
      affine.yield %n : index
    } else {
      affine.yield %acc : index
    }
    affine.yield %r : index
  }
  // CHECK: 4
  call @pi(%cnt) : (index) -> ()

  // floordiv / ceildiv / mod of negative and positive values
  %m7 = constant -7 : index
  %fd = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%m7)
  %cd = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%m7)
  %md = affine.apply affine_map<(d0) -> (d0 mod 3)>(%m7)
  %mn = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>(%c9)[%c1]
  // CHECK: -4
  // CHECK: -3
  // CHECK: 2
  // CHECK: 2
  call @pi(%fd) : (index) -> ()
  call @pi(%cd) : (index) -> ()
  call @pi(%md) : (index) -> ()
  call @pi(%mn) : (index) -> ()

  // a parallel reduction: sum of C's diagonal 14 + 30 + 54 + 86 = 184
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %v = affine.load %C[%i, %i] : memref<4x4xf32>
    affine.yield %v : f32
  }
  %ri = fptosi %r : f32 to i64
  %rx = index_cast %ri : i64 to index
  // CHECK: 184
  call @pi(%rx) : (index) -> ()
  memref.dealloc %A : memref<4x4xf32>
  memref.dealloc %B : memref<4x4xf32>
  memref.dealloc %C : memref<4x4xf32>
  return
}
