// affine.apply (the only affine op cmlir has): custom and generic forms,
// round trip through cmlir-opt and mlir-opt-13, identical output.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s

// CHECK-DAG: #[[M0:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[M2:.*]] = affine_map<() -> (3)>
// CHECK-DAG: #[[M3:.*]] = affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>

#m = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func @forms
// CHECK: affine.apply #[[M0]](%arg0)[%arg1] {foo = 1 : i64}
// CHECK: affine.apply #[[M1]]()[%arg1]
// CHECK: affine.apply #[[M2]]()
// CHECK: affine.apply #[[M0]](%arg0)[%arg1]
// CHECK: affine.apply #[[M3]](%arg0, %arg1)
func @forms(%i: index, %j: index) -> (index, index, index, index, index) {
  %0 = affine.apply #m(%i)[%j] {foo = 1}
  %1 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%j]
  %2 = affine.apply affine_map<() -> (3)>()
  %3 = "affine.apply"(%i, %j) {map = #m} : (index, index) -> index
  %4 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>(%i, %j)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
