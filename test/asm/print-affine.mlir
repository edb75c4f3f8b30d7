// Affine maps and integer sets, #map/#set aliases and -mlir-print-local-scope.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope | cmlir-opt -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope > %t.local.ours
// RUN: %upstream_opt %s -mlir-print-local-scope > %t.local.up
// RUN: diff %t.local.ours %t.local.up

#map = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod 3, -d1, d0 ceildiv 2, d0 - 1, d0 * -2, (d0 + d1) * 3, d0 - d1 * 2, d0 - (d1 + s0), (d0 mod 2) floordiv 3, -(d0 + d1), d0 + d1 + s0, d0 * s0, 5, s0 - 3)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 10 >= 0)>
"x.affine"() {m = #map, s = #set, m2 = affine_map<() -> ()>, m3 = affine_map<()[s0, s1] -> (s0, s1)>, m4 = affine_map<(d0) -> (d0 + 1)>, arr = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 + 2)>], s2 = affine_set<(d0, d1) : (d0 + d1 - 5 == 0)>, s3 = affine_set<()[s0] : (s0 >= 0)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>)
"x.use"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, tensor<4xf32, affine_map<(d0) -> (d0 * 2)>>)

// CHECK: #map0 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod 3, -d1, d0 ceildiv 2, d0 - 1, d0 * -2, (d0 + d1) * 3, d0 - d1 * 2, d0 - (d1 + s0), (d0 mod 2) floordiv 3, -(d0 + d1), d0 + d1 + s0, d0 * s0, 5, s0 - 3)>
// CHECK-NEXT: #map4 = affine_map<() -> ()>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 10 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1) : (d0 + d1 - 5 == 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: module  {
// CHECK-NEXT:   %0 = "x.affine"() {arr = [#map1, #map2], m = #map3, m2 = #map4, m3 = #map5, m4 = #map1, s = #set0, s2 = #set1, s3 = #set2} : () -> memref<4xf32, #map0>
// CHECK-NEXT:   %1:2 = "x.use"() : () -> (memref<4x4xf32, #map6>, tensor<4xf32, #map7>)
// CHECK-NEXT: }

// LOCAL: module  {
// LOCAL-NEXT:   %0 = "x.affine"() {arr = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 + 2)>], m = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod 3, -d1, d0 ceildiv 2, d0 - 1, d0 * -2, (d0 + d1) * 3, d0 - d1 * 2, d0 - (d1 + s0), (d0 mod 2) floordiv 3, -(d0 + d1), d0 + d1 + s0, d0 * s0, 5, s0 - 3)>, m2 = affine_map<() -> ()>, m3 = affine_map<()[s0, s1] -> (s0, s1)>, m4 = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 10 >= 0)>, s2 = affine_set<(d0, d1) : (d0 + d1 - 5 == 0)>, s3 = affine_set<()[s0] : (s0 >= 0)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
// LOCAL-NEXT:   %1:2 = "x.use"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, tensor<4xf32, affine_map<(d0) -> (d0 * 2)>>)
// LOCAL-NEXT: }
