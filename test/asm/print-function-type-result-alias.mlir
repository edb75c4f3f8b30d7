// A function type printed as a type (a func's `type` attribute in the
// generic form, constant @f, call_indirect) spells its lone result in full,
// without aliases, as MLIR 13 does; its inputs, and the results of a
// multi-result function type, use the aliases.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: FileCheck %s --check-prefix=GENERIC < %t.gours

// CHECK: #map = affine_map<(d0) -> (d0 * 2 + 3)>
// CHECK: func private @h(memref<8xf32, #map>) -> memref<8xf32, #map>
// CHECK: constant @h : (memref<8xf32, #map>) -> memref<8xf32, affine_map<(d0) -> (d0 * 2 + 3)>>
// CHECK: call_indirect %{{.*}} : (memref<8xf32, #map>) -> memref<8xf32, affine_map<(d0) -> (d0 * 2 + 3)>>
// CHECK: constant @two : () -> (memref<8xf32, #map>, i32)
// GENERIC: type = (memref<8xf32, #map>) -> memref<8xf32, affine_map<(d0) -> (d0 * 2 + 3)>>
// GENERIC: type = () -> (memref<8xf32, #map>, i32)
func private @h(memref<8xf32, offset: 3, strides: [2]>) -> memref<8xf32, offset: 3, strides: [2]>
func private @two() -> (memref<8xf32, offset: 3, strides: [2]>, i32)
func @k(%m: memref<8xf32, offset: 3, strides: [2]>) -> memref<8xf32, offset: 3, strides: [2]> {
  %f = constant @h : (memref<8xf32, offset: 3, strides: [2]>) -> memref<8xf32, offset: 3, strides: [2]>
  %r = call_indirect %f(%m) : (memref<8xf32, offset: 3, strides: [2]>) -> memref<8xf32, offset: 3, strides: [2]>
  %t = constant @two : () -> (memref<8xf32, offset: 3, strides: [2]>, i32)
  return %r : memref<8xf32, offset: 3, strides: [2]>
}
