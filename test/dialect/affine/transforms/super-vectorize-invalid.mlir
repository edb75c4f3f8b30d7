// -affine-super-vectorize's option errors: test-fastest-varying with
// another length than virtual-vector-size (a remark, the pass fails),
// reductions with other than 1-D vectors (an error), both on the function; a vector size below 1 is an
// error of cmlir's own (13 builds invalid IR).
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=4,8 test-fastest-varying=0" -verify-diagnostics
// RUN: not cmlir-opt %s -affine-super-vectorize="virtual-vector-size=4,8 vectorize-reductions" 2>&1 | FileCheck %s --check-prefix=RED
// RUN: not cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8,0" 2>&1 | FileCheck %s --check-prefix=ZERO

// RED: [[@LINE+4]]:1: error: Vectorizing reductions is supported only for 1-D vectors.
// ZERO: [[@LINE+3]]:1: error: virtual-vector-size must be positive

// expected-remark@+1 {{Fastest varying pattern specified with different size than the vector size.}}
func @f(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %A[%i] : memref<64xf32>
  }
  return
}
