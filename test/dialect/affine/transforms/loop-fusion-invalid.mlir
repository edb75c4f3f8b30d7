// Bad -affine-loop-fusion options fail with 13's messages; the IR is not
// touched.
// RUN: not cmlir-opt %s -affine-loop-fusion=fusion-compute-tolerance=abc 2>&1 | FileCheck %s --check-prefix=TOL
// RUN: not cmlir-opt %s -affine-loop-fusion=mode=greedy 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not cmlir-opt %s -affine-loop-fusion=fusion-fast-mem-space=x 2>&1 | FileCheck %s --check-prefix=SPACE

// TOL: for the --fusion-compute-tolerance option: 'abc' value invalid for floating point argument!
// MODE: <Pass-Options-Parser>: no such option mode
// SPACE: for the --fusion-fast-mem-space option: 'x' value invalid for uint argument!
func @f() {
  return
}
