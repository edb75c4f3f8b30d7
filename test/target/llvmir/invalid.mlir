// What cannot be translated is reported at the op, with upstream's words,
// and the exit status is non-zero.
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file -verify-diagnostics %S/Inputs/invalid.mlir
// RUN: not cmlir-translate --mlir-to-llvmir -split-input-file %S/Inputs/invalid.mlir 2>&1 | FileCheck %s
// RUN: not cmlir-translate --mlir-to-llvmir -split-input-file %S/Inputs/invalid.mlir -o %t.ll
// RUN: not test -e %t.ll

// CHECK: error: 'func' op unsupported module-level operation
// CHECK: error: cannot be converted to LLVM IR
// CHECK: error: llvm.noalias attribute attached to LLVM non-pointer argument
// CHECK: error: llvm.align attribute attached to LLVM non-pointer argument
// CHECK: error: expected 'passthrough' to contain string or array attributes
