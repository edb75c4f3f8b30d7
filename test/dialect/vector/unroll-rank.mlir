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

// A broadcast of a leading-unit-dim vector from a vector that needs no
// trimming: 13 keeps an identity vector.broadcast (it has no folder for
// it), cmlir folds it away.
// RUN: cmlir-opt -test-vector-to-vector-conversion %s | FileCheck %s --check-prefix=BCAST
// BCAST-LABEL: func @identity_broadcast
// BCAST-NEXT: %[[C:.*]] = vector.shape_cast %arg0 : vector<8xf32> to vector<1x1x8xf32>
// BCAST-NEXT: return %[[C]]
func @identity_broadcast(%a: vector<8xf32>) -> vector<1x1x8xf32> {
  %0 = vector.broadcast %a : vector<8xf32> to vector<1x1x8xf32>
  return %0 : vector<1x1x8xf32>
}
