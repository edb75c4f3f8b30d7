// Sparse elements constants are written as their dense values (zero where
// no index names an element); an all-zero one is zeroinitializer.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: @sparse_global = internal global [3 x i32] [i32 0, i32 0, i32 -4]
llvm.mlir.global internal @sparse_global(sparse<[[2]], [-4]> : tensor<3xi32>) : !llvm.array<3 x i32>

// CHECK-LABEL: define <3 x double> @vec()
// CHECK: ret <3 x double> <double 0.000000e+00, double 2.500000e+00, double 0.000000e+00>
llvm.func @vec() -> vector<3xf64> {
  %0 = llvm.mlir.constant(sparse<[[1]], [2.5]> : vector<3xf64>) : vector<3xf64>
  llvm.return %0 : vector<3xf64>
}

// CHECK-LABEL: define [2 x <3 x i16>] @nested()
// CHECK: ret [2 x <3 x i16>] [<3 x i16> <i16 0, i16 0, i16 9>, <3 x i16> <i16 7, i16 0, i16 0>]
llvm.func @nested() -> !llvm.array<2 x vector<3xi16>> {
  %0 = llvm.mlir.constant(sparse<[[1, 0], [0, 2]], [7, 9]> : tensor<2x3xi16>) : !llvm.array<2 x vector<3xi16>>
  llvm.return %0 : !llvm.array<2 x vector<3xi16>>
}

// CHECK-LABEL: define <2 x float> @empty()
// CHECK: ret <2 x float> zeroinitializer
llvm.func @empty() -> vector<2xf32> {
  %0 = llvm.mlir.constant(sparse<[], []> : vector<2xf32>) : vector<2xf32>
  llvm.return %0 : vector<2xf32>
}
