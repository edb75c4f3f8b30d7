// Compound types and affine_map / affine_set attributes are cached per
// parse by their exact text: every copy of a repeated one must parse to the
// same object as the first, however it is followed (malformed copies:
// text-cache-invalid.mlir).
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file | %upstream_opt -split-input-file > /dev/null
// REQUIRES: upstream

// CHECK-LABEL: func @repeats
// CHECK: "t.a"() : () -> (memref<4x?xf32>, memref<4x?xf32>)
// CHECK: "t.b"(%{{.*}}) : (memref<4x?xf32>) -> tuple<(i32) -> i32, vector<2xf32>>
// CHECK: "t.c"() : () -> (tuple<(i32) -> i32, vector<2xf32>>, !t.box<i32, "x">, !t.box<i32, "x">)
// CHECK: "t.d"() {v = tensor<2xindex>} : () -> tensor<2xindex>
// CHECK: "t.e"() : () -> memref<4x?xf32, 3>
func @repeats(%m: memref<4x?xf32>) {
  %0:2 = "t.a"() : () -> (memref<4x?xf32>,memref<4x?xf32>)
  %1 = "t.b"(%m) : (memref<4x?xf32>) -> tuple<(i32) -> i32, vector<2xf32>>
  %2:3 = "t.c"() : () -> (tuple<(i32) -> i32, vector<2xf32>>, !t.box<i32, "x">, !t.box<i32, "x">)
  %3 = "t.d"() {v = tensor<2xindex>} : () -> tensor<2xindex>
  %4 = "t.e"() : () -> memref<4x?xf32, 3>
  return
}

// -----

// Each split chunk is its own parse: the same text gives that chunk's type.
// CHECK-LABEL: func @again
// CHECK-SAME: memref<4x?xf32>
// CHECK: "t.f"() : () -> memref<4x?xf32>
func @again(%m: memref<4x?xf32>) {
  %0 = "t.f"() : () -> memref<4x?xf32>
  return
}

// -----

// CHECK: #map0 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK: #set0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>
// CHECK: #set1 = affine_set<(d0, d1) : (d0 - d1 == 0)>
// CHECK-LABEL: func @affine
// CHECK: "t.g"() {a = #set0, b = #set0, c = #map0} : () -> ()
// CHECK: "t.h"() {a = #set1, b = #map0, c = #set0} : () -> ()
// CHECK: "t.i"() {m = [#map1, #map1]} : () -> ()
func @affine() {
  "t.g"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>, b = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>, c = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
  "t.h"() {a = affine_set<(d0, d1) : (d0 - d1 == 0)>, b = affine_map<(d0, d1) -> (d1, d0)>, c = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>} : () -> ()
  "t.i"() {m = [affine_map<(d0) -> (d0 floordiv 2)>,affine_map<(d0) -> (d0 floordiv 2)>]} : () -> ()
  return
}


