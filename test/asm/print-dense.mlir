// Dense, sparse and opaque elements attributes, hex and elided forms.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-elementsattrs-with-hex-if-larger=2 | cmlir-opt -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-elementsattrs-with-hex-if-larger=2 > %t.hex.ours
// RUN: %upstream_opt %s -mlir-print-elementsattrs-with-hex-if-larger=2 > %t.hex.up
// RUN: diff %t.hex.ours %t.hex.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-elide-elementsattrs-if-larger=2 | cmlir-opt -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-elide-elementsattrs-if-larger=2 > %t.elide.ours
// RUN: %upstream_opt %s -mlir-elide-elementsattrs-if-larger=2 > %t.elide.up
// RUN: diff %t.elide.ours %t.elide.up

"x.dense"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, b = dense<[[1.5, 2.0]]> : tensor<1x2xf64>, c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<[[[1]],[[2]]]> : tensor<2x1x1xi8>, e = dense<"0x0100000002000000"> : tensor<2xi32>, f = dense<["a\n", "b"]> : tensor<2x!foo.s>, g = dense<1> : tensor<i32>, h = dense<[0xFFFF, 1]> : tensor<2xi16>, i = dense<255> : tensor<3xui8>, j = dense<[1,2,3,4,5,6,7,8,9,10,11,12]> : tensor<12xi32>, l = dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>, m = dense<> : tensor<0xi32>, n = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, o = opaque<"foo", "0xDEADBEEF"> : tensor<2xi32>, p = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, q = sparse<[[0, 0]], [1.5]> : tensor<2x2xf32>, r = dense<"x"> : tensor<3x!foo.s>, s = dense<[1, -2]> : tensor<2xsi8>, t = dense<[18446744073709551615, 1]> : tensor<2xui64>, u = dense<1.0> : tensor<2x3xbf16>, v = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xindex>} : () -> ()

// CHECK: module  {
// CHECK-NEXT:   "x.dense"() {a = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, b = dense<{{\[\[}}1.500000e+00, 2.000000e+00]]> : tensor<1x2xf64>, c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, e = dense<[1, 2]> : tensor<2xi32>, f = dense<["a\0A", "b"]> : tensor<2x!foo.s>, g = dense<1> : tensor<i32>, h = dense<[-1, 1]> : tensor<2xi16>, i = dense<255> : tensor<3xui8>, j = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : tensor<12xi32>, l = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>, m = dense<> : tensor<0xi32>, n = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, o = opaque<"foo", "0xDEADBEEF"> : tensor<2xi32>, p = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, q = sparse<0, 1.500000e+00> : tensor<2x2xf32>, r = dense<"x"> : tensor<3x!foo.s>, s = dense<[1, -2]> : tensor<2xsi8>, t = dense<[18446744073709551615, 1]> : tensor<2xui64>, u = dense<1.000000e+00> : tensor<2x3xbf16>, v = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xindex>} : () -> ()
// CHECK-NEXT: }

// HEX: module  {
// HEX-NEXT:   "x.dense"() {a = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, b = dense<{{\[\[}}1.500000e+00, 2.000000e+00]]> : tensor<1x2xf64>, c = dense<"0x010000000200000003000000"> : tensor<3xi32>, d = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, e = dense<[1, 2]> : tensor<2xi32>, f = dense<["a\0A", "b"]> : tensor<2x!foo.s>, g = dense<1> : tensor<i32>, h = dense<[-1, 1]> : tensor<2xi16>, i = dense<255> : tensor<3xui8>, j = dense<"0x0100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C000000"> : tensor<12xi32>, l = dense<"0x0000803F000000400000404000008040"> : vector<2x2xf32>, m = dense<> : tensor<0xi32>, n = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, o = opaque<"foo", "0xDEADBEEF"> : tensor<2xi32>, p = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, q = sparse<0, 1.500000e+00> : tensor<2x2xf32>, r = dense<"x"> : tensor<3x!foo.s>, s = dense<[1, -2]> : tensor<2xsi8>, t = dense<[18446744073709551615, 1]> : tensor<2xui64>, u = dense<1.000000e+00> : tensor<2x3xbf16>, v = dense<"0x010000000000000002000000000000000300000000000000040000000000000005000000000000000600000000000000"> : tensor<2x3xindex>} : () -> ()
// HEX-NEXT: }

// ELIDE: module  {
// ELIDE-NEXT:   "x.dense"() {a = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, b = dense<{{\[\[}}1.500000e+00, 2.000000e+00]]> : tensor<1x2xf64>, c = opaque<"_", "0xDEADBEEF"> : tensor<3xi32>, d = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, e = dense<[1, 2]> : tensor<2xi32>, f = dense<["a\0A", "b"]> : tensor<2x!foo.s>, g = dense<1> : tensor<i32>, h = dense<[-1, 1]> : tensor<2xi16>, i = dense<255> : tensor<3xui8>, j = opaque<"_", "0xDEADBEEF"> : tensor<12xi32>, l = opaque<"_", "0xDEADBEEF"> : vector<2x2xf32>, m = dense<> : tensor<0xi32>, n = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, o = opaque<"foo", "0xDEADBEEF"> : tensor<2xi32>, p = opaque<"_", "0xDEADBEEF"> : tensor<3x4xi32>, q = sparse<0, 1.500000e+00> : tensor<2x2xf32>, r = dense<"x"> : tensor<3x!foo.s>, s = dense<[1, -2]> : tensor<2xsi8>, t = dense<[18446744073709551615, 1]> : tensor<2xui64>, u = dense<1.000000e+00> : tensor<2x3xbf16>, v = opaque<"_", "0xDEADBEEF"> : tensor<2x3xindex>} : () -> ()
// ELIDE-NEXT: }
