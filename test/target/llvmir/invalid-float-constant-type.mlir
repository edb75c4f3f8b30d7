// A float attribute is written only into the LLVM type of its own
// semantics: no conversion between float types.
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s
// REQUIRES: upstream-translate
// RUN: %upstream_translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s

llvm.func @complex_parts() -> !llvm.struct<(f16, f16)> {
  // expected-error @+1 {{FloatAttr does not match expected type of the constant}}
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f16, f16)>
  llvm.return %0 : !llvm.struct<(f16, f16)>
}

// -----

llvm.func @bf16_for_f16() -> !llvm.struct<(f16, f16)> {
  // expected-error @+1 {{FloatAttr does not match expected type of the constant}}
  %0 = llvm.mlir.constant([1.0 : bf16, 0.5 : bf16]) : !llvm.struct<(f16, f16)>
  llvm.return %0 : !llvm.struct<(f16, f16)>
}
