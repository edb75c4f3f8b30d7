// When elements attributes are stored as a splat, as upstream 13 decides:
// equal elements of a list or of a hex buffer, a single element, equal
// strings; lists of i1 only when all false.  Also: hex buffers with an odd
// number of digits, the empty buffer, and the empty attribute name.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK: "x.hex"() {a = dense<1> : tensor<2xi32>, b = dense<1> : tensor<1xi32>, c = dense<(1,2)> : tensor<2xcomplex<i8>>, d = dense<1.000000e+00> : tensor<2xf32>, e = dense<[1, 2]> : tensor<2xi32>}
"x.hex"() {a = dense<"0x0100000001000000"> : tensor<2xi32>, b = dense<"0x01000000"> : tensor<1xi32>, c = dense<"0x01020102"> : tensor<2xcomplex<i8>>, d = dense<"0x0000803F0000803F"> : tensor<2xf32>, e = dense<"0x0100000002000000"> : tensor<2xi32>} : () -> ()

// CHECK: "x.bool"() {a = dense<[true, true]> : tensor<2xi1>, b = dense<false> : tensor<3xi1>, c = dense<true> : tensor<1xi1>, d = dense<[true, false]> : tensor<2xi1>}
"x.bool"() {a = dense<[true, true]> : tensor<2xi1>, b = dense<[false, false, false]> : tensor<3xi1>, c = dense<[true]> : tensor<1xi1>, d = dense<[true, false]> : tensor<2xi1>} : () -> ()

// CHECK: "x.str"() {a = dense<"a"> : tensor<2x!foo.s>, b = dense<"x"> : tensor<1x!foo.s>, c = dense<["a", "b"]> : tensor<2x!foo.s>}
"x.str"() {a = dense<["a", "a"]> : tensor<2x!foo.s>, b = dense<["x"]> : tensor<1x!foo.s>, c = dense<["a", "b"]> : tensor<2x!foo.s>} : () -> ()

// CHECK: "x.odd"() {a = dense<[0, 2]> : tensor<2xi8>, b = dense<> : tensor<0xi32>, c = dense<8961> : tensor<1xi16>}
"x.odd"() {a = dense<"0x002"> : tensor<2xi8>, b = dense<"0x"> : tensor<0xi32>, c = dense<"0x123"> : tensor<1xi16>} : () -> ()

// CHECK: "x.name"() {"" = 11 : i64, b = 1 : i64}
"x.name"() {"" = 11, b = 1} : () -> ()
