// The largest known divisor of a `floordiv`, `ceildiv` or `mod` is, in
// MLIR 13, the gcd of its operands' divisors; `mod` and `floordiv` by a
// constant simplify with it (`((d0 * 6) floordiv 4) mod 2` becomes 0 even
// though it is 1 at d0 = 1: upstream's rule, reproduced).  Output must
// equal mlir-opt-13's.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK: affine_map<(d0) -> (0, 0)>
// CHECK: affine_map<(d0) -> (((d0 * 6) mod 4) ceildiv 2)>
// CHECK: affine_map<(d0, d1) -> (((d0 * 6) floordiv 4) floordiv 2 + d1 * 2)>
// CHECK: affine_map<(d0) -> (((d0 * 6) ceildiv 4) mod 3)>
"foo.a"() {a = affine_map<(d0) -> (((d0 * 6) floordiv 4) mod 2, ((d0 * 6) mod 4) mod 2)>, b = affine_map<(d0) -> (((d0 * 6) mod 4) ceildiv 2)>, c = affine_map<(d0, d1) -> ((((d0 * 6) floordiv 4) + d1 * 4) floordiv 2)>, d = affine_map<(d0) -> (((d0 * 6) ceildiv 4) mod 3)>} : () -> ()
