// -simplify-affine-structures on semi-affine maps (13's simplifySemiAffine:
// divisions by a symbol of its multiples) and on integer sets with mod /
// div terms (rebuilt from their constraint system, locals as floordivs).
// Diffed with mlir-opt-13; the sets of @crash make mlir-opt-13 crash (a
// local loses its floordiv form), cmlir keeps them as written.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file -simplify-affine-structures %s > %t.ours
// RUN: %upstream_opt -split-input-file -simplify-affine-structures %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file -simplify-affine-structures %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -simplify-affine-structures %S/Inputs/simplify-crash.mlir | FileCheck %S/Inputs/simplify-crash.mlir --check-prefix=CRASH

// CHECK-DAG: affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: affine_map<()[s0, s1, s2] -> ((s2 * s0 + s1) floordiv s0)>
// CHECK-DAG: affine_map<()[s0] -> (s0 floordiv 3)>
func @semi(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s0 * 4) floordiv s0)>(%a)[%b, %c]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) floordiv s0)>(%a)[%b, %c]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (((s0 * s1) ceildiv 3) floordiv s0)>(%a)[%b, %c]
  %3 = affine.apply affine_map<(d0)[s0, s1] -> (((s0 * s1) floordiv 3) floordiv s0)>(%a)[%b, %c]
  %4 = affine.apply affine_map<(d0)[s0, s1] -> ((s0 * 6) mod (s0 * 4) ceildiv s0 + d0)>(%a)[%b, %c]
  %5 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s1) mod s1 + (s0 * 7) ceildiv s0)>(%a)[%b, %c]
  %6 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 + s0) mod s0)>(%a)[%b, %c]
  %7 = affine.apply affine_map<(d0)[s0, s1] -> ((s0 * s1 * d0) floordiv s1 mod s0)>(%a)[%b, %c]
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

// -----

// CHECK-DAG: #[[$S1:.*]] = affine_set<()[s0, s1] : (s0 * 3 + s1 * 2 - (s1 floordiv 2) * 4 - 2 >= 0, s1 mod 2 >= 0, -s1 + (s1 floordiv 2) * 2 + 1 >= 0)>
// CHECK-DAG: #[[$S2:.*]] = affine_set<()[s0, s1] : (s0 - 1 >= 0, s1 floordiv 3 - 3 >= 0, s1 mod 3 >= 0, -s1 + (s1 floordiv 3) * 3 + 2 >= 0)>
// CHECK-LABEL: func @sets
func @sets(%a: index, %b: index) {
  // CHECK: affine.if #[[$S1]]()[%{{.*}}, %{{.*}}]
  affine.if affine_set<(d0, d1) : (d0 * 6 + d1 mod 2 * 4 - 3 >= 0)>(%a, %b) {
    "foo.a"() : () -> ()
  }
  // CHECK: affine.if #[[$S2]]()[%{{.*}}, %{{.*}}]
  affine.if affine_set<(d0, d1) : (d0 - 1 >= 0, d1 floordiv 3 - 3 >= 0)>(%a, %b) {
    "foo.b"() : () -> ()
  }
  // empty: d0 mod 3 is at most 2
  // CHECK-NOT: foo.c
  affine.if affine_set<(d0) : (d0 mod 3 - 3 >= 0)>(%a) {
    "foo.c"() : () -> ()
  }
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0, d1) : ((d0 + d1 * 4) floordiv 8 - 1 >= 0, d0 * 2 - (d0 floordiv 4) * 8 >= 0)>(%i, %a) {
      "foo.d"() : () -> ()
    }
  }
  return
}
