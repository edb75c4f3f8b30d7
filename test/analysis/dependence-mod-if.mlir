// REQUIRES: upstream
// RUN: cmlir-opt -test-memref-dependence-check %s -o /dev/null 2> %t.ours; %upstream_opt -test-memref-dependence-check %s -o /dev/null 2> %t.theirs; diff %t.ours %t.theirs
// RUN: cmlir-opt -test-memref-dependence-check -verify-diagnostics %s -o /dev/null

// Locals from mod / floordiv, a stride, and an affine.if domain.
func @stride(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 step 2 {
    %v = affine.load %A[%i] : memref<100xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %v, %A[%i floordiv 2 * 2 + 1] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

func @guarded(%A: memref<100xf32>, %c: f32) {
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      affine.store %c, %A[%i] : memref<100xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    }
    %v = affine.load %A[%i mod 50] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}
