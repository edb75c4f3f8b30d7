// Each chunk is translated on its own; a failing chunk fails the run but
// the others are still written.
// RUN: not cmlir-translate --mlir-to-llvmir -split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: define void @first()
llvm.func @first() {
  llvm.return
}

// -----

// ERR: within split at {{.*}}split.mlir:12 offset :4:1: error: 'func' op unsupported module-level operation
func @bad() {
  llvm.return
}

// -----

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: define void @third()
// CHECK: !DIFile(filename: "within split at {{.*}}split.mlir:19 offset ", directory:
llvm.func @third() {
  llvm.return
}
