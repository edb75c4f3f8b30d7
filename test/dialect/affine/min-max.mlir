// affine.min and affine.max: custom and generic forms, round trip through
// cmlir-opt and mlir-opt-13, identical output; constant folding (every
// map result constant) under -canonicalize.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -mlir-print-op-generic -mlir-print-debuginfo %s > %t.gours
// RUN: %upstream_opt -mlir-print-op-generic -mlir-print-debuginfo %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -canonicalize %s | FileCheck %s --check-prefix=FOLD

// CHECK-DAG: #[[M0:.*]] = affine_map<(d0)[s0] -> (d0 * 4, s0 - 1, 100)>
// CHECK-DAG: #[[M1:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func @forms(
// CHECK: affine.min #[[M0]](%arg0)[%arg1]
// CHECK: affine.max #[[M0]](%arg1)[%arg0] {tag = 3 : i32}
// CHECK: affine.min #[[M1]](%arg0, %arg1)
// CHECK: affine.max #{{.*}}()
func @forms(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 * 4, s0 - 1, 100)>(%a)[%b]
  %1 = "affine.max"(%b, %a) {map = affine_map<(d0)[s0] -> (d0 * 4, s0 - 1, 100)>, tag = 3 : i32} : (index, index) -> index
  %2 = affine.min affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  %3 = affine.max affine_map<() -> (7)>()
  return %0, %1, %2, %3 : index, index, index, index
}

// FOLD-LABEL: func @folds(
// FOLD-DAG: constant 5 : index
// FOLD-DAG: constant 18 : index
// FOLD-DAG: constant -2 : index
// FOLD: return
func @folds() -> (index, index, index) {
  %c2 = constant 2 : index
  %c6 = constant 6 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 * 3, s0 - 1, 9)>(%c6)[%c6]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 - 1, 9)>(%c6)[%c6]
  %2 = affine.min affine_map<(d0) -> (d0 - 4, d0 floordiv 2)>(%c2)
  return %0, %1, %2 : index, index, index
}
