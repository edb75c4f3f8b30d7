// REQUIRES: upstream
// RUN: cmlir-opt -test-memref-dependence-check %s -o /dev/null 2> %t.ours; %upstream_opt -test-memref-dependence-check %s -o /dev/null 2> %t.theirs; diff %t.ours %t.theirs
// RUN: cmlir-opt -test-memref-dependence-check -verify-diagnostics %s -o /dev/null

// Symbolic bounds and disjoint halves: no dependence; a symbolic offset
// gives a distance range in both directions.
func @halves(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 3 = false}}
      affine.store %v, %A[%i + 50, %j + 1] : memref<100x100xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
    }
  }
  return
}

func @offset(%A: memref<100xf32>, %s: index) {
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i + symbol(%s)] : memref<100xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = [1, 49]}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = true}}
    affine.store %v, %A[%i] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 49]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}
