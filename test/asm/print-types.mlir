// Printing of every builtin type (and opaque dialect types).
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic > %t.generic.ours
// RUN: %upstream_opt %s -mlir-print-op-generic > %t.generic.up
// RUN: diff %t.generic.ours %t.generic.up

"x.types"() {a = i1, b = si8, c = ui16, d = index, e = bf16, f = f16, g = f80, h = f128, i = complex<f32>, j = tuple<i32, f32>, k = tuple<>, l = none, m = (i32) -> (), n = () -> (i32, i32), o = (i32) -> ((i32) -> i32), p = vector<4x8xf32>, q = tensor<?x4xf32>, r = tensor<*xf32>, s = memref<4x?xf32, 1>, t = memref<*xf32, 1>, u = !foo.bar<"x">, v = !foo<"a b">, w = tensor<4xf32, "enc">, x = memref<f32>, y = vector<1xi64>, z = tensor<f32>, za = memref<4xf32, affine_map<(d0)->(d0)>, 2>, zb = memref<4xi32, "foo">, zc = (i32) -> (f32), zd = ((i32) -> i32) -> i32, ze = i1024, zf = f64, zg = f32, zh = !foo.baz, zi = tuple<tuple<i8>, complex<i16>>} : () -> ()
%0:4 = "x.op"() : () -> (i32, f32, (i32) -> i32, tensor<2x?x3xcomplex<f64>>)
"x.op2"(%0#0, %0#1) : (i32, f32) -> ((i32) -> ())

// CHECK: module  {
// CHECK-NEXT:   "x.types"() {a = i1, b = si8, c = ui16, d = index, e = bf16, f = f16, g = f80, h = f128, i = complex<f32>, j = tuple<i32, f32>, k = tuple<>, l = none, m = (i32) -> (), n = () -> (i32, i32), o = (i32) -> ((i32) -> i32), p = vector<4x8xf32>, q = tensor<?x4xf32>, r = tensor<*xf32>, s = memref<4x?xf32, 1>, t = memref<*xf32, 1>, u = !foo.bar<"x">, v = !foo<"a b">, w = tensor<4xf32, "enc">, x = memref<f32>, y = vector<1xi64>, z = tensor<f32>, za = memref<4xf32, 2>, zb = memref<4xi32, "foo">, zc = (i32) -> f32, zd = ((i32) -> i32) -> i32, ze = i1024, zf = f64, zg = f32, zh = !foo.baz, zi = tuple<tuple<i8>, complex<i16>>} : () -> ()
// CHECK-NEXT:   %0:4 = "x.op"() : () -> (i32, f32, (i32) -> i32, tensor<2x?x3xcomplex<f64>>)
// CHECK-NEXT:   %1 = "x.op2"(%0#0, %0#1) : (i32, f32) -> ((i32) -> ())
// CHECK-NEXT: }

// GENERIC: "module"() ( {
// GENERIC-NEXT:   "x.types"() {a = i1, b = si8, c = ui16, d = index, e = bf16, f = f16, g = f80, h = f128, i = complex<f32>, j = tuple<i32, f32>, k = tuple<>, l = none, m = (i32) -> (), n = () -> (i32, i32), o = (i32) -> ((i32) -> i32), p = vector<4x8xf32>, q = tensor<?x4xf32>, r = tensor<*xf32>, s = memref<4x?xf32, 1>, t = memref<*xf32, 1>, u = !foo.bar<"x">, v = !foo<"a b">, w = tensor<4xf32, "enc">, x = memref<f32>, y = vector<1xi64>, z = tensor<f32>, za = memref<4xf32, 2>, zb = memref<4xi32, "foo">, zc = (i32) -> f32, zd = ((i32) -> i32) -> i32, ze = i1024, zf = f64, zg = f32, zh = !foo.baz, zi = tuple<tuple<i8>, complex<i16>>} : () -> ()
// GENERIC-NEXT:   %0:4 = "x.op"() : () -> (i32, f32, (i32) -> i32, tensor<2x?x3xcomplex<f64>>)
// GENERIC-NEXT:   %1 = "x.op2"(%0#0, %0#1) : (i32, f32) -> ((i32) -> ())
// GENERIC-NEXT: }) : () -> ()
