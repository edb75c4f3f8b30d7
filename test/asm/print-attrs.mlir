// Printing of builtin attributes: integers, strings, symbols, arrays, dictionaries, dictionary keys.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up

"x.attrs"() {a = [], b = {}, c = [1, 2.5, "s", true, [1 : i32, 2.0 : f32]], d = {x, y = 1}, e = #foo.bar<"x">, f = #foo<"q q">, o = unit, p = -5, q = 18446744073709551615 : ui64, r = 123456789012345678901234567890 : i128, s = -1 : i1, t = false, u = -123456789012345678901234567890 : si128, v = 255 : ui8, w = -128 : si8, x = 200 : i8, y = 5 : index, z = "x" : i32, za = @"a b"::@c, zb = @sym, zc = @a::@b::@c, zd = "a\nb\"c\\d\09", ze = i32, zf = memref<4xf32>, zg = #foo.a, zh = 7 : si32, zi = [@f, unit, i8], zj = "", "quoted name" = 1, "1abc" = 2, _und = 3, "a-b" = 4, a.b = 5, zk = dense<1> : tensor<2xi32>} : () -> ()

// CHECK: module  {
// CHECK-NEXT:   "x.attrs"() {"1abc" = 2 : i64, _und = 3 : i64, a = [], "a-b" = 4 : i64, a.b = 5 : i64, b = {}, c = [1, 2.500000e+00, "s", true, [1 : i32, 2.000000e+00 : f32]], d = {x, y = 1 : i64}, e = #foo.bar<"x">, f = #foo<"q q">, o, p = -5 : i64, q = 18446744073709551615 : ui64, "quoted name" = 1 : i64, r = 123456789012345678901234567890 : i128, s = true, t = false, u = -123456789012345678901234567890 : si128, v = 255 : ui8, w = -128 : si8, x = -56 : i8, y = 5 : index, z = "x" : i32, za = @"a b"::@c, zb = @sym, zc = @a::@b::@c, zd = "a\0Ab\22c\\d\09", ze = i32, zf = memref<4xf32>, zg = #foo.a, zh = 7 : si32, zi = [@f, unit, i8], zj = "", zk = dense<1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
