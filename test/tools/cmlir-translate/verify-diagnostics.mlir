// -verify-diagnostics: matched diagnostics give a zero exit status, the
// translation of the other chunks is still written.
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK: define void @ok()
llvm.func @ok() {
  llvm.return
}

// -----

// expected-error@+1 {{llvm.noalias attribute attached to LLVM non-pointer argument}}
llvm.func @f(%a: i32 {llvm.noalias}) {
  llvm.return
}
