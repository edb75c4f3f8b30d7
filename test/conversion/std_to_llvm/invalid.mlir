// Conversions that cannot complete: an unrealized_conversion_cast whose
// types do not pair up is illegal for -convert-std-to-llvm (as MLIR 13
// reports it), and ops of unsupported types are left as they are, never a
// crash.
// RUN: cmlir-opt -split-input-file -verify-diagnostics -convert-std-to-llvm %s
// RUN: not cmlir-opt -split-input-file -convert-memref-to-llvm -convert-std-to-llvm %s 2>&1 | FileCheck %s

func @bad_cast(%a: i64) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %0 = unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}

// -----

// A memref whose layout is not strided has no descriptor: its function and
// its accesses stay unconverted (mlir-opt-13 produces garbage strides here).
// CHECK-LABEL: func @not_strided(%arg0: memref<4xf32, #map>
// CHECK: memref.load
func @not_strided(%a: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>, %i: index) -> f32 {
  %0 = memref.load %a[%i] : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return %0 : f32
}

// -----

// Tensors have no LLVM type: the function keeps its signature.
// CHECK-LABEL: func @tensor_arg(%arg0: tensor<4xf32>)
// CHECK-NEXT: llvm.return
func @tensor_arg(%t: tensor<4xf32>) {
  return
}
