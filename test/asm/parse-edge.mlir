// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | %upstream_opt -mlir-print-op-generic | FileCheck %s

"f"() {a = tensor<0xf32>, c = memref<2x0x?xf32>, d = tensor<4x4x!foo.bar>, e = 1., f = 1.e5, g = 0x1 : i1, i = 1.5e-3 : f16, j = "\41\42", k = @"a\"b"::@c, l = [[]], m = {a, b = unit}, n = affine_map<(i, j)[N] -> (i * N + j * 3 - N floordiv 2)>, o = affine_set<()[s0] : (s0 - 10 >= 0)>, p = affine_map<(d0) -> (d0 mod 4 + d0 floordiv 4 * 4)>, q = 0x0 : f16, r = -1 : index, s = 9223372036854775807 : index, t = 0.0 : f80}: () -> ()

// CHECK: #map0 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 * 3 - s0 floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 mod 4 + (d0 floordiv 4) * 4)>
// CHECK-NEXT: #set = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-NEXT: "module"() ( {
// CHECK-NEXT:   "f"() {a = tensor<0xf32>, c = memref<2x0x?xf32>, d = tensor<4x4x!foo.bar>, e = 1.000000e+00 : f64, f = 1.000000e+05 : f64, g = true, i = 1.500130e-03 : f16, j = "AB", k = @"a\22b"::@c, l = {{\[\[}}{{\]\]}}, m = {a, b}, n = #map0, o = #set, p = #map1, q = 0.000000e+00 : f16, r = -1 : index, s = 9223372036854775807 : index, t = 0.000000e+00 : f80} : () -> ()
// CHECK-NEXT: }) : () -> ()
