// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | %upstream_opt -mlir-print-op-generic | FileCheck %s

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 5 >= 0)>
#m = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod 3, -d1, d0 ceildiv 2, (d0 + d1) * 3, d0 * s0, 2 * d0 - 3)>
"t"() {
  a = 1, b = -1, c = 0x2A, d = 1 : i8, e = -128 : i8, f = 255 : i8, g = 18446744073709551615 : i64, h = 5 : index,
  i = 1.5, j = -2.0 : f32, k = 1.0e10 : f64, l = 0x7FC00000 : f32, m = 0x7FF0000000000000 : f64, n = 1.0 : bf16, o = 0.1 : f16,
  p = "str", q = "esc\n\t\"\\\00", r = "typed" : i32, s = @sym, t = @a::@b::@c, u = @"quoted sym", v = i32,
  w = unit, x, y = true, z = false, aa = [], ab = [1, "a", [2]], ac = {}, ad = {x = 1, "q r" = 2},
  ae = #m, af = #set, ag = affine_map<() -> ()>, ah = affine_map<(d0) -> (d0)>, ai = affine_map<(d0)[s0] -> (d0 + s0 + 1 - 1)>,
  aj = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, ak = dense<1.0> : tensor<4xf32>, al = dense<[1.0, 2.5]> : vector<2xf16>,
  am = dense<"0x0102"> : tensor<2xi8>, an = dense<[true, false]> : tensor<2xi1>, ao = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  ap = dense<["a", "b"]> : tensor<2x!foo.str>, aq = dense<> : tensor<0xi32>, ar = dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xbf16>,
  at = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, au = sparse<0, 1.0> : tensor<2xf32>,
  av = #foo<"x y">, aw = #foo.bar<1, 2>, ax = loc("a":1:2), ay = dense<[1, 1]> : tensor<2xi32>, az = -0.0, ba = 1.0 : f80, bb = 2.0 : f128,
  bc = dense<[1.0, -2.0]> : tensor<2xf80>, bd = dense<[1.5, -2.25]> : tensor<2xf128>, be = dense<[0.1, 65504.0, 1.0e-7]> : tensor<3xf16>,
  bf = 99999999999999999999999 : i80, bg = -5 : si8, bh = 200 : ui8, bi = dense<-1> : tensor<2xi70>, bj = 3.0e38 : bf16, bk = dense<[1, 2]> : tensor<2xindex>
} : () -> ()

// CHECK: #loc = loc("a":1:2)
// CHECK-NEXT: #map0 = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod 3, -d1, d0 ceildiv 2, (d0 + d1) * 3, d0 * s0, d0 * 2 - 3)>
// CHECK-NEXT: #map1 = affine_map<() -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 5 >= 0)>
// CHECK-NEXT: "module"() ( {
// CHECK-NEXT:   "t"() {a = 1 : i64, aa = [], ab = [1, "a", [2{{\]\]}}, ac = {}, ad = {"q r" = 2 : i64, x = 1 : i64}, ae = #map0, af = #set, ag = #map1, ah = #map2, ai = #map3, aj = dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>, ak = dense<1.000000e+00> : tensor<4xf32>, al = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf16>, am = dense<[1, 2]> : tensor<2xi8>, an = dense<[true, false]> : tensor<2xi1>, ao = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, ap = dense<["a", "b"]> : tensor<2x!foo.str>, aq = dense<> : tensor<0xi32>, ar = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00{{\]\]}}> : tensor<1x3xbf16>, at = sparse<{{\[\[}}0, 0], [1, 2{{\]\]}}, [1, 5]> : tensor<3x4xi32>, au = sparse<0, 1.000000e+00> : tensor<2xf32>, av = #foo<"x y">, aw = #foo.bar<1, 2>, ax = #loc, ay = dense<1> : tensor<2xi32>, az = -0.000000e+00 : f64, b = -1 : i64, ba = 1.000000e+00 : f80, bb = 2.000000e+00 : f128, bc = dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf80>, bd = dense<[1.500000e+00, -2.250000e+00]> : tensor<2xf128>, be = dense<[9.997550e-02, 6.550400e+04, 1.192090e-07]> : tensor<3xf16>, bf = 99999999999999999999999 : i80, bg = -5 : si8, bh = 200 : ui8, bi = dense<-1> : tensor<2xi70>, bj = 3.004060e+38 : bf16, bk = dense<[1, 2]> : tensor<2xindex>, c = 42 : i64, d = 1 : i8, e = -128 : i8, f = -1 : i8, g = -1 : i64, h = 5 : index, i = 1.500000e+00 : f64, j = -2.000000e+00 : f32, k = 1.000000e+10 : f64, l = 0x7FC00000 : f32, m = 0x7FF0000000000000 : f64, n = 1.000000e+00 : bf16, o = 9.997550e-02 : f16, p = "str", q = "esc\0A\09\22\\\00", r = "typed" : i32, s = @sym, t = @a::@b::@c, u = @"quoted sym", v = i32, w, x, y = true, z = false} : () -> ()
// CHECK-NEXT: }) : () -> ()
