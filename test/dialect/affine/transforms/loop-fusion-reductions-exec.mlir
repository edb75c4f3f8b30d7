// Sibling reduction fusion keeps the program's meaning: row sums and row
// sums of squares of a 3x5 matrix (A[i][j] = i + j), fused into one loop
// with two iter_args, lowered to LLVM and run; the unfused program prints
// the same numbers.
// REQUIRES: jit
// UNSUPPORTED: asan
// RUN: cmlir-opt %s -affine-loop-fusion="fusion-maximal" -lower-affine -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt %s -lower-affine -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt %s -affine-loop-fusion="fusion-maximal" | FileCheck %s --check-prefix=FUSED

// row i: sum = 5i + 10, sum of squares = 5i^2 + 20i + 30
// CHECK: 10
// CHECK-NEXT: 30
// CHECK-NEXT: 15
// CHECK-NEXT: 55
// CHECK-NEXT: 20
// CHECK-NEXT: 90

// FUSED-LABEL: func @kernel
// FUSED:       affine.for
// FUSED-NEXT:    affine.for {{.*}} iter_args({{.*}}, {{.*}}) -> (f32, f32)
// FUSED-NOT:   affine.for
// FUSED:       return
func private @printF32(f32)
func private @printNewline()

func @kernel(%A: memref<3x5xf32>, %S: memref<3xf32>, %Q: memref<3xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 3 {
    %r = affine.for %j = 0 to 5 iter_args(%acc = %zero) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<3x5xf32>
      %n = addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %r, %S[%i] : memref<3xf32>
  }
  affine.for %i = 0 to 3 {
    %r = affine.for %j = 0 to 5 iter_args(%acc = %zero) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<3x5xf32>
      %sq = mulf %a, %a : f32
      %n = addf %sq, %acc : f32
      affine.yield %n : f32
    }
    affine.store %r, %Q[%i] : memref<3xf32>
  }
  return
}

func @main() {
  %A = memref.alloc() : memref<3x5xf32>
  %S = memref.alloc() : memref<3xf32>
  %Q = memref.alloc() : memref<3xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 5 {
      %k = addi %i, %j : index
      %x = index_cast %k : index to i32
      %f = sitofp %x : i32 to f32
      affine.store %f, %A[%i, %j] : memref<3x5xf32>
    }
  }
  call @kernel(%A, %S, %Q) : (memref<3x5xf32>, memref<3xf32>, memref<3xf32>) -> ()
  affine.for %i = 0 to 3 {
    %s = affine.load %S[%i] : memref<3xf32>
    call @printF32(%s) : (f32) -> ()
    call @printNewline() : () -> ()
    %q = affine.load %Q[%i] : memref<3xf32>
    call @printF32(%q) : (f32) -> ()
    call @printNewline() : () -> ()
  }
  memref.dealloc %A : memref<3x5xf32>
  memref.dealloc %S : memref<3xf32>
  memref.dealloc %Q : memref<3xf32>
  return
}
