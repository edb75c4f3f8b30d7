// Conversions that cannot complete: an unrealized_conversion_cast whose
// types do not pair up is illegal for -convert-std-to-llvm (as MLIR 13
// reports it), a memref of a non-strided layout is reported at the first
// op that keeps it, and other ops of unsupported types are left as they
// are, never a crash.
// RUN: cmlir-opt -split-input-file -verify-diagnostics -convert-std-to-llvm %s
// RUN: not cmlir-opt -split-input-file -convert-memref-to-llvm -convert-std-to-llvm %s 2>&1 | FileCheck %s

func @bad_cast(%a: i64) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %0 = unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}

// -----

// A memref whose layout is not strided has no descriptor: the conversion
// reports the first op left with one (mlir-opt-13 lowers it with garbage
// strides instead).
// CHECK: error: 'memref.load' op operand #0 is a memref with a non-strided layout, which has no LLVM descriptor
func @not_strided(%a: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.load' op operand #0 is a memref with a non-strided layout, which has no LLVM descriptor}}
  %0 = memref.load %a[%i] : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return %0 : f32
}

// -----

// The same in a function signature (the function stays unconverted).
// CHECK: error: 'func' op argument #1 is a memref with a non-strided layout, which has no LLVM descriptor
// expected-error@+1 {{'func' op argument #1 is a memref with a non-strided layout, which has no LLVM descriptor}}
func private @ext(i32, memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>)

// -----

// ... and in a result.
// CHECK: error: 'func' op result #0 is a memref with a non-strided layout, which has no LLVM descriptor
// expected-error@+1 {{'func' op result #0 is a memref with a non-strided layout, which has no LLVM descriptor}}
func private @ext2() -> memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>

// -----

// Tensors have no LLVM type: the function keeps its signature.
// CHECK-LABEL: func @tensor_arg(%arg0: tensor<4xf32>)
// CHECK-NEXT: llvm.return
func @tensor_arg(%t: tensor<4xf32>) {
  return
}
