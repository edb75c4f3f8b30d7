// -affine-loop-normalize where 13 computes wrong bounds (the lower bound's
// symbols are not at the positions 13 assumes): cmlir shifts them and
// recomputes the IV from the lower bound's own operands.
// RUN: cmlir-opt -affine-loop-normalize %s | FileCheck %s

// CHECK: #[[UB:.*]] = affine_map<(d0, d1)[s0, s1] -> ((d0 * 3 + s0 - (d1 + s1)) ceildiv 3)>
// CHECK: #[[IV:.*]] = affine_map<(d0, d1)[s0] -> (d1 * 3 + d0 + s0)>
// CHECK-LABEL: func @f
// CHECK-SAME: (%{{.*}}: memref<100xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 10 {
// CHECK: affine.for %[[J:.*]] = 0 to #[[UB]](%[[I]], %[[I]])[%[[M]], %[[N]]] {
// CHECK-NEXT: affine.apply #[[IV]](%[[I]], %[[J]])[%[[N]]]
func @f(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] to affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%i)[%m] step 3 {
      %v = affine.load %A[%j] : memref<100xf32>
    }
  }
  return
}
