// Float attribute text: 6-digit scientific when it round-trips, else shortest APFloat form, else hex.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up

"x.floats"() {a = 1.5, b = 3.14159265, c = 1.0e300, d = 1.0e-20, e = 123456.0, f = 1234567.0, g = 0.000012, h = -0.0, i = 0.0, j = 1.0e10, k = -2.5, l = 0.1, m = 100.0, n = 1.0e-7, o = 4.9e-324, p = 0.1 : f32, q = 1.5 : f32, r = 3.14159265 : f32, s = 1.0e-7 : f32, t = 16777217.0 : f32, u = 1.0e38 : f32, v = 0x7FC00000 : f32, w = 0x0001 : f16, x = 0x3555 : f16, y = 2.5 : f80, z = 3.0 : f128, za = 0x7FF0000000000000 : f64, zb = 0xFFF0000000000000 : f64, zc = 0x7FF8000000000000 : f64, zd = 1.0 : bf16, ze = 0.3 : bf16, zf = 65504.0 : f16, zg = 0x7C00 : f16, zh = 1.7976931348623157e308, zi = 2.2250738585072014e-308, zj = 123.456, zk = 1.0e16, zl = 12345678.0 : f32, zm = [1.0, 2.0 : f32], zn = 0x7FC00000 : f32} : () -> ()

// CHECK: module  {
// CHECK-NEXT:   "x.floats"() {a = 1.500000e+00 : f64, b = 3.1415926500000002 : f64, c = 1.000000e+300 : f64, d = 9.9999999999999995E-21 : f64, e = 1.234560e+05 : f64, f = 0x4132D68700000000 : f64, g = 1.200000e-05 : f64, h = -0.000000e+00 : f64, i = 0.000000e+00 : f64, j = 1.000000e+10 : f64, k = -2.500000e+00 : f64, l = 1.000000e-01 : f64, m = 1.000000e+02 : f64, n = 9.9999999999999995E-8 : f64, o = 4.940660e-324 : f64, p = 1.000000e-01 : f32, q = 1.500000e+00 : f32, r = 3.14159274 : f32, s = 1.000000e-07 : f32, t = 0x4B800000 : f32, u = 9.99999968E+37 : f32, v = 0x7FC00000 : f32, w = 5.960460e-08 : f16, x = 3.332520e-01 : f16, y = 2.500000e+00 : f80, z = 3.000000e+00 : f128, za = 0x7FF0000000000000 : f64, zb = 0xFFF0000000000000 : f64, zc = 0x7FF8000000000000 : f64, zd = 1.000000e+00 : bf16, ze = 3.007810e-01 : bf16, zf = 6.550400e+04 : f16, zg = 0x7C00 : f16, zh = 1.7976931348623157E+308 : f64, zi = 2.2250738585072014E-308 : f64, zj = 1.234560e+02 : f64, zk = 1.000000e+16 : f64, zl = 0x4B3C614E : f32, zm = [1.000000e+00, 2.000000e+00 : f32], zn = 0x7FC00000 : f32} : () -> ()
// CHECK-NEXT: }
