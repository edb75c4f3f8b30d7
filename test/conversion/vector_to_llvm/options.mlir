// -convert-vector-to-llvm accepts 13's options, rejects others, and
// reports the target-dialect options as unsupported (docs/vector.md).
// RUN: cmlir-opt -convert-vector-to-llvm='reassociate-fp-reductions=1 enable-index-optimizations=0 enable-arm-neon=0 enable-arm-sve=0 enable-amx=0 enable-x86vector=0' %s | FileCheck %s
// RUN: not cmlir-opt -convert-vector-to-llvm='enable-amx=1' %s 2>&1 | FileCheck %s --check-prefix=AMX
// RUN: not cmlir-opt -convert-vector-to-llvm='enable-arm-neon=1' %s 2>&1 | FileCheck %s --check-prefix=NEON
// RUN: not cmlir-opt -convert-vector-to-llvm='enable-arm-sve=1' %s 2>&1 | FileCheck %s --check-prefix=SVE
// RUN: not cmlir-opt -convert-vector-to-llvm='enable-x86vector=1' %s 2>&1 | FileCheck %s --check-prefix=X86
// AMX: error: 'module' op -convert-vector-to-llvm: option 'enable-amx' is not supported: cmlir has no AMX dialect
// NEON: option 'enable-arm-neon' is not supported: cmlir has no ArmNeon dialect
// SVE: option 'enable-arm-sve' is not supported: cmlir has no ArmSVE dialect
// X86: option 'enable-x86vector' is not supported: cmlir has no X86Vector dialect
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
