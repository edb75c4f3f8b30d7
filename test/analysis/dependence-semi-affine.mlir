// REQUIRES: upstream
// RUN: cmlir-opt -test-memref-dependence-check %s -o /dev/null 2> %t.ours; %upstream_opt -test-memref-dependence-check %s -o /dev/null 2> %t.theirs; diff %t.ours %t.theirs
// RUN: cmlir-opt -test-memref-dependence-check -verify-diagnostics %s -o /dev/null

// A semi-affine access cannot be analyzed (13's Failure), which the test
// pass reports as "false" like 13.
func @semi(%m: memref<100xf32>, %s: index, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i floordiv symbol(%s)] : memref<100xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
  }
  return
}
