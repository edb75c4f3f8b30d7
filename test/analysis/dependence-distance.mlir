// REQUIRES: upstream
// RUN: cmlir-opt -test-memref-dependence-check %s -o /dev/null 2> %t.ours; %upstream_opt -test-memref-dependence-check %s -o /dev/null 2> %t.theirs; diff %t.ours %t.theirs
// RUN: cmlir-opt -test-memref-dependence-check -verify-diagnostics %s -o /dev/null

// A loop-carried flow dependence of distance 1 at depth 1, none inside one
// iteration.
func @distance(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %v, %A[%i + 1] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 1]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}
