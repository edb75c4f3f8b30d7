// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | %upstream_opt -mlir-print-op-generic | FileCheck %s

"t"() {
  a = i1, b = i7, c = si32, d = ui64, e = index, f = bf16, g = f16, h = f32, i = f64, j = f80, k = f128,
  l = complex<f32>, m = complex<i8>, n = tuple<>, o = tuple<i32, tuple<f32>>, p = none,
  q = () -> (), r = (i32, f32) -> i64, s = (i32) -> (i1, i2), t = () -> (() -> i32),
  u = vector<4xf32>, v = vector<4x8x16xi8>, w = tensor<f32>, x = tensor<?x4x?xf32>, y = tensor<*xi32>,
  z = tensor<4x4xf32, "enc">, aa = memref<f32>, ab = memref<4x?xf32>, ac = memref<*xf32>, ad = memref<*xf32, 1>,
  ae = memref<4xf32, 2>, af = memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>,
  ag = memref<4x8xf32, offset: ?, strides: [8, 1]>, ah = memref<4x8xf32, offset: 0, strides: [?, ?]>,
  ai = memref<0x4xf32>, aj = tensor<0xf32>, ak = !foo.bar<i32>, al = !foo<"a\"b">, am = !foo.baz,
  an = memref<4xf32, "ms">, ao = tensor<10x0xi8>, ap = vector<1xindex>, aq = memref<4xvector<4xf32>>,
  ar = !foo.x<[1, 2], (3), {4}, a->b>, as = i0
} : () -> ()

// CHECK: #map0 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1)>
// CHECK-NEXT: "module"() ( {
// CHECK-NEXT:   "t"() {a = i1, aa = memref<f32>, ab = memref<4x?xf32>, ac = memref<*xf32>, ad = memref<*xf32, 1>, ae = memref<4xf32, 2>, af = memref<4x8xf32, #map0>, ag = memref<4x8xf32, #map1>, ah = memref<4x8xf32, #map2>, ai = memref<0x4xf32>, aj = tensor<0xf32>, ak = !foo.bar<i32>, al = !foo<"a\22b">, am = !foo.baz, an = memref<4xf32, "ms">, ao = tensor<10x0xi8>, ap = vector<1xindex>, aq = memref<4xvector<4xf32>>, ar = !foo.x<[1, 2], (3), {4}, a->b>, as = i0, b = i7, c = si32, d = ui64, e = index, f = bf16, g = f16, h = f32, i = f64, j = f80, k = f128, l = complex<f32>, m = complex<i8>, n = tuple<>, o = tuple<i32, tuple<f32>>, p = none, q = () -> (), r = (i32, f32) -> i64, s = (i32) -> (i1, i2), t = () -> (() -> i32), u = vector<4xf32>, v = vector<4x8x16xi8>, w = tensor<f32>, x = tensor<?x4x?xf32>, y = tensor<*xi32>, z = tensor<4x4xf32, "enc">} : () -> ()
// CHECK-NEXT: }) : () -> ()
