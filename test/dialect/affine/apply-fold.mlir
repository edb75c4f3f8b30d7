// affine.apply folds as 13's AffineApplyOp::fold under -canonicalize: a
// map returning one of its dims or symbols gives that operand, constant
// operands give a constant (floordiv, ceildiv, mod with negative values
// included).  Diffed with mlir-opt-13.  (13's canonicalization pattern
// for affine.apply, which folds constant operands into the map, is not in
// cmlir: inputs here fold completely, so it does not show; a division by
// zero, which does not fold, is in fold-subview-ops-no-fold.mlir.)
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours
// RUN: %upstream_opt -canonicalize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @fold
// CHECK-DAG: constant 15 : index
// CHECK-DAG: constant -2 : index
// CHECK-DAG: constant -1 : index
// CHECK-DAG: constant 2 : index
// CHECK-NOT: affine.apply
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg0, %arg0
func @fold(%x: index) -> (index, index, index, index, index, index) {
  %c3 = constant 3 : index
  %cm7 = constant -7 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%c3]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%cm7)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%cm7)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%cm7)
  %4 = affine.apply affine_map<(d0)[s0] -> (s0)>(%c3)[%x]
  %5 = affine.apply affine_map<(d0) -> (d0)>(%x)
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
