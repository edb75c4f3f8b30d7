// A vector of higher rank than the native shape: mlir-opt-13's
// -test-vector-unrolling-patterns divides by zero on it; cmlir leaves the
// op as it is.
// RUN: cmlir-opt -test-vector-unrolling-patterns %s | FileCheck %s

// CHECK-LABEL: func @rank3
// CHECK-NEXT: %[[R:.*]] = addf %arg0, %arg0 : vector<2x2x4xf32>
// CHECK-NEXT: return %[[R]]
func @rank3(%c: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
  %0 = addf %c, %c : vector<2x2x4xf32>
  return %0 : vector<2x2x4xf32>
}
