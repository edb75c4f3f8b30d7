// A Windows/MSVC target triple adds the "CodeView" module flag after the
// debug info version (only when debug info is written at all).
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir -split-input-file %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir -split-input-file %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: target triple = "aarch64-pc-windows-msvc19.29"
// CHECK: !llvm.module.flags = !{![[V:[0-9]+]], ![[CV:[0-9]+]]}
// CHECK: ![[V]] = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: ![[CV]] = !{i32 2, !"CodeView", i32 1}
module attributes {llvm.target_triple = "aarch64-pc-windows-msvc19.29"} {
  llvm.func @f() {
    llvm.return
  }
}

// -----

// Windows with the GNU environment keeps DWARF.
// CHECK: target triple = "x86_64-pc-windows-gnu"
// CHECK-NOT: CodeView
// CHECK: ; ModuleID
module attributes {llvm.target_triple = "x86_64-pc-windows-gnu"} {
  llvm.func @g() {
    llvm.return
  }
}

// -----

// An MSVC environment in the wrong place of the triple is not one.
// CHECK: target triple = "x86_64-msvc"
// CHECK-NOT: CodeView
module attributes {llvm.target_triple = "x86_64-msvc"} {
}
