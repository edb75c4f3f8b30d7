// -simplify-affine-structures: integer sets empty only by Fourier-Motzkin
// elimination (or with mod / div terms) become the canonical empty set and
// their affine.if goes; the ops are visited as 13's strict worklist does
// (the outermost first), so loops emptied by that stay.  Diffed against
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -simplify-affine-structures %s > %t.ours
// RUN: %upstream_opt -simplify-affine-structures %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -simplify-affine-structures %s | FileCheck %s

func private @ext() -> ()

// CHECK-LABEL: func @fm_empty
// CHECK-NOT: affine.if
// CHECK: affine.for
// CHECK-NEXT: affine.for
// CHECK-NEXT: }
func @fm_empty(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      // i >= j + 1, j >= i + 1: empty only by combining the two
      affine.if affine_set<(d0, d1) : (d0 - d1 - 1 >= 0, d1 - d0 - 1 >= 0)>(%i, %j) {
        call @ext() : () -> ()
      }
    }
  }
  return
}

// CHECK-LABEL: func @fm_empty_symbols
// CHECK-NOT: affine.if
func @fm_empty_symbols(%a: index, %b: index) {
  // a <= s, s <= b, b <= a - 1
  affine.if affine_set<(d0, d1)[s0] : (s0 - d0 >= 0, d1 - s0 >= 0, d0 - d1 - 1 >= 0)>(%a, %b)[%a] {
    call @ext() : () -> ()
  }
  return
}

// CHECK-LABEL: func @mod_empty
// CHECK-NOT: affine.if
func @mod_empty(%a: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 mod 4 - 5 >= 0)>(%i) {
      call @ext() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 mod 2 - 1 == 0, (d0 + 1) mod 2 - 1 == 0)>(%i) {
      call @ext() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func @not_empty
// CHECK: affine.if
func @not_empty(%a: index, %b: index) {
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - d0 >= 0)>(%a, %b) {
    call @ext() : () -> ()
  }
  return
}
