// RUN: cmlir-translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s
// REQUIRES: upstream-translate
// RUN: %upstream_translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s

// expected-error @+1 {{llvm.sret attribute attached to LLVM non-pointer argument}}
llvm.func @sret_int(%a: i64 {llvm.sret}) {
  llvm.return
}

// -----

// expected-error @+1 {{llvm.byval attribute attached to LLVM non-pointer argument}}
llvm.func @byval_vector(%p: !llvm.ptr<i8>, %v: vector<4xf32> {llvm.byval}) {
  llvm.return
}
