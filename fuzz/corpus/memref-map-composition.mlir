// A memref layout may be a composition of affine maps (MLIR 13): identity
// maps drop out, a strided layout counts as a map, each map takes the
// previous one's results.  Output must equal mlir-opt-13's, also after a
// round trip through the generic form.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up

// CHECK: #map0 = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: func private @two(memref<4xf32, #map0, #map1>)
// CHECK: func private @strided_then_map(memref<4xf32, #map0, #map1, 3>)
// CHECK: func private @identity_dropped(memref<4xf32, #map1>)
// CHECK: func private @all_identity(memref<4xf32>)
// CHECK: func private @rank2(memref<4x4xf32, #map2, #map1, 1>)
func private @two(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 * 2)>>)
func private @strided_then_map(%m: memref<4xf32, offset: 1, strides: [1], affine_map<(d0) -> (d0 * 2)>, 3>)
func private @identity_dropped(%m: memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>>)
func private @all_identity(%m: memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>)
func private @rank2(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0) -> (d0 * 2)>, 1>)
