// After -llvm-legalize-for-export a function whose branch repeats a
// successor with different arguments translates to LLVM IR that llvm-as
// accepts (one phi incoming block per edge).
// REQUIRES: cmlir-translate, llvm-as
// RUN: cmlir-opt -llvm-legalize-for-export %s | cmlir-translate -mlir-to-llvmir | %llvm_as -o /dev/null
// RUN: not cmlir-opt -llvm-legalize-for-export='bogus=1' < /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: no such option bogus

llvm.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
