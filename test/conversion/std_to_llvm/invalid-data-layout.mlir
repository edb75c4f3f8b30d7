// A data-layout option that is not an LLVM data layout string: the pass
// reports LLVM's error on the module before converting anything, as
// mlir-opt-13 (stderr diffed).
// REQUIRES: upstream
// RUN: not cmlir-opt -convert-std-to-llvm='data-layout=e-p:32:32-q' -mlir-disable-threading %s 2> %t.ours
// RUN: not %upstream_opt -convert-std-to-llvm='data-layout=e-p:32:32-q' -mlir-disable-threading %s 2> %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: not cmlir-opt -convert-std-to-llvm='data-layout=e-' -mlir-disable-threading %s 2> %t.ours2
// RUN: not %upstream_opt -convert-std-to-llvm='data-layout=e-' -mlir-disable-threading %s 2> %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=TRAILING < %t.ours2
// RUN: cmlir-opt -convert-std-to-llvm='data-layout=e-p:32:32-q' %s -verify-diagnostics -o %t.v

// CHECK: error: invalid data layout descriptor: Unknown specifier in datalayout string
// CHECK: note: see current operation: "module"()
// TRAILING: error: invalid data layout descriptor: Trailing separator in datalayout string
// expected-error@+1 {{invalid data layout descriptor: Unknown specifier in datalayout string}}
module {
  func @f(%a: index) -> index {
    return %a : index
  }
}
