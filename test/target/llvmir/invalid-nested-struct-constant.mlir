// Elements constants are built element by element into the innermost type
// of the arrays / vectors: a struct there is rejected.
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s

llvm.func @dense_into_structs() -> !llvm.array<3 x struct<(f32)>> {
  // expected-error @+1 {{nested struct types are not supported in constants}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : !llvm.array<3 x struct<(f32)>>
  llvm.return %0 : !llvm.array<3 x struct<(f32)>>
}

// -----

llvm.func @splat_into_structs() -> !llvm.array<2 x array<2 x struct<(i8, i8)>>> {
  // expected-error @+1 {{nested struct types are not supported in constants}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x struct<(i8, i8)>>>
  llvm.return %0 : !llvm.array<2 x array<2 x struct<(i8, i8)>>>
}

// -----

// expected-error @+1 {{nested struct types are not supported in constants}}
llvm.mlir.global internal @sparse_into_structs(sparse<[[0]], [5]> : tensor<2xi64>) : !llvm.array<2 x struct<(i64)>>
