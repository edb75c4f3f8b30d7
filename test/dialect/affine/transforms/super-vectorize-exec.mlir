// A vectorized program runs like the scalar one: an elementwise loop and a
// sum over 100 elements (not a multiple of the vector size 8, so the
// reduction needs its mask), vectorized then lowered to LLVM and run;
// the scalar program prints the same numbers.
// REQUIRES: jit
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" -lower-affine -convert-vector-to-scf -convert-scf-to-std -convert-vector-to-llvm -convert-memref-to-llvm -convert-std-to-llvm | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt %s -lower-affine -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" | FileCheck %s --check-prefix=VEC

// sum over i of (2i + i) = 3 * 4950; B[97] = 3 * 97
// CHECK: 14850
// CHECK-NEXT: 291

// VEC: vector.create_mask
// VEC: vector.reduction "add"
func private @printF32(f32)
func private @printNewline()

func @kernel(%A: memref<100xf32>, %B: memref<100xf32>, %s: f32) -> f32 {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    %b = mulf %a, %s : f32
    %c = addf %b, %a : f32
    affine.store %c, %B[%i] : memref<100xf32>
  }
  %r = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {
    %b = affine.load %B[%i] : memref<100xf32>
    %n = addf %acc, %b : f32
    affine.yield %n : f32
  }
  return %r : f32
}

func @main() {
  %A = memref.alloc() : memref<100xf32>
  %B = memref.alloc() : memref<100xf32>
  affine.for %i = 0 to 100 {
    %x = index_cast %i : index to i32
    %f = sitofp %x : i32 to f32
    affine.store %f, %A[%i] : memref<100xf32>
  }
  %s = constant 2.0 : f32
  %r = call @kernel(%A, %B, %s) : (memref<100xf32>, memref<100xf32>, f32) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  %b7 = affine.load %B[97] : memref<100xf32>
  call @printF32(%b7) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<100xf32>
  memref.dealloc %B : memref<100xf32>
  return
}
