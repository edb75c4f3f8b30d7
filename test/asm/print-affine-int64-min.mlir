// An affine constant that wraps to INT64_MIN prints as upstream 13 prints
// it, negated in int64 (`d0 - -9223372036854775808`; that text does not
// parse back, in either tool).  Output must equal mlir-opt-13's.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK: affine_map<(d0) -> (d0 - -9223372036854775808)>
// CHECK: affine_map<(d0) -> (d0 - 5)>
// CHECK: affine_map<(d0)[s0] -> (d0 - s0 * 9223372036854775807 - s0)>
"foo.a"() {m = affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>, n = affine_map<(d0) -> (d0 - 5)>, o = affine_map<(d0)[s0] -> (d0 + s0 * -9223372036854775807 - s0)>} : () -> ()
