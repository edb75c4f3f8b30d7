// -canonicalize on affine ops, diffed with mlir-opt-13 in both forms:
// affine.apply chains composed into their users, duplicate / constant /
// unused operands, dims promoted to symbols, constant loop bounds folded,
// empty and zero-trip loops, dead else blocks, min / max partial folding,
// single-result / duplicate / nested min and max.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours
// RUN: %upstream_opt -canonicalize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @compose
// CHECK: affine.for %{{.*}} = 3 to 17
func @compose(%A: memref<100xf32>, %n: index, %m: index) -> (index, index, index) {
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%n)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%m]
  %c = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n, %n)
  %d = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>(%c7)[%c3]
  %e = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4, 100)>(%n)[%c3]
  %f = affine.max affine_map<(d0) -> (d0, 10)>(%c3)
  affine.for %i = 0 to 100 {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %x = affine.load %A[%j] : memref<100xf32>
    affine.store %x, %A[%i + %c3 * 0] : memref<100xf32>
    %k = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0 * 4 + (d0 floordiv 4) * 4)>(%i)[%n]
    "use"(%k, %e, %f) : (index, index, index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c3) to affine_map<()[s0] -> (s0 + 10)>()[%c7] {
    "use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to %n {
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%c3)[%n] {
      "use"(%i) : (index) -> ()
    } else {
    }
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0, d0)>(%n)[%m] to min affine_map<(d0) -> (d0 + 4, d0 + 4)>(%m) {
    "use"(%i) : (index) -> ()
  }
  return %b, %c, %d : index, index, index
}

// CHECK-LABEL: func @loops
func @loops(%in: index, %a: index, %b: index) -> (index, index, index) {
  %c1 = constant 1 : index
  affine.for %i = 0 to 0 {
    affine.for %j = 0 to -1 {
    }
  }
  %res = affine.for %i = 0 to 0 iter_args(%x = %in) -> index {
    %y = addi %x, %c1 : index
    affine.yield %y : index
  }
  %r2 = affine.for %i = 0 to 10 iter_args(%x = %a) -> index {
    affine.yield %x : index
  }
  %m0 = affine.min affine_map<(d0)[s0] -> (16, d0 - s0)>(%a)[%b]
  %m1 = affine.min affine_map<(d0)[s0] -> (3 * s0, d0)>(%m0)[%in]
  %m2 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s1 + s0)>()[%a, %b]
  %m3 = affine.max affine_map<(d0) -> (d0 * 2)>(%m2)
  "use"(%m1, %m3) : (index, index) -> ()
  return %res, %r2, %m1 : index, index, index
}
