// -convert-vector-to-llvm accepts 13's options (docs/vector.md: they do
// not change the lowering of cmlir's subset) and rejects others.
// RUN: cmlir-opt -convert-vector-to-llvm='reassociate-fp-reductions=1 enable-index-optimizations=0 enable-arm-neon=1 enable-arm-sve=1 enable-amx=1 enable-x86vector=1' %s | FileCheck %s
// RUN: not cmlir-opt -convert-vector-to-llvm='bogus=1' %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// BAD: no such option bogus
// HELP: --convert-vector-to-llvm
// HELP-NEXT: --enable-amx

// CHECK: llvm.extractelement
func @f(%a: vector<4xf32>, %i: i32) -> f32 {
  %0 = vector.extractelement %a[%i : i32] : vector<4xf32>
  return %0 : f32
}
