// -simplify-affine-structures: maps flattened and rebuilt, integer sets
// normalized (GCD, trivially true and dominated inequalities dropped,
// equalities first), empty and universal sets resolving their affine.if,
// then the affine.apply / for / if folds and patterns; diffed with
// mlir-opt-13.  (Emptiness needing Fourier-Motzkin elimination is not
// detected; see docs/affine.md.)
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -simplify-affine-structures %s > %t.ours
// RUN: %upstream_opt -simplify-affine-structures %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -simplify-affine-structures %s | FileCheck %s

// CHECK-LABEL: func @f
// CHECK-NOT: affine.if #{{.*}}(%arg0) {
func @f(%a: index) {
  affine.if affine_set<(d0) : (1 == 0)>(%a) {
    "foo"() : () -> ()
  } else {
    "bar"() : () -> ()
  }
  affine.if affine_set<(d0) : (0 == 0)>(%a) {
    "foo"() : () -> ()
  } else {
    "bar"() : () -> ()
  }
  affine.if affine_set<(d0) : ()>(%a) {
    "foo"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 * 2 >= 0, 2 >= 0, d0 >= 0, -d0 + 50 >= 0, -d0 + 100 >= 0, d0 - 3 == 0)>(%a) {
    "foo"() : () -> ()
  }
  return
}

// CHECK-LABEL: func @maps
func @maps(%A: memref<100xf32>, %n: index) -> index {
  %v = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%n, %n)
  %w = affine.apply affine_map<(d0) -> ((d0 * 4 + 8) floordiv 4 + (d0 * 6) mod 3)>(%v)
  affine.for %i = 0 to 10 {
    %x = affine.load %A[(%i * 2 + 4) floordiv 2 - 2] : memref<100xf32>
    affine.if affine_set<(d0) : (d0 * 4 - 2 >= 0, d0 - 1 >= 0)>(%i) {
      "foo"(%x) : (f32) -> ()
    }
    affine.if affine_set<(d0) : (d0 - 3 >= 0, -d0 + 2 >= 0)>(%i) {
      "foo"(%x) : (f32) -> ()
    }
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
      "foo"(%x) : (f32) -> ()
    }
  }
  return %w : index
}
