// Options that cannot go together, as mlir-opt-13 reports them.
// RUN: not cmlir-opt -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1 emit-c-wrappers=1' %s 2>&1 | FileCheck %s
// CHECK: error: incompatible conversion options: bare-pointer calling convention and C wrapper emission
func @f() {
  return
}
