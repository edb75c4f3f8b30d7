// -normalize-memrefs on memrefs with dynamic sizes: with a tiled layout
// (each `e floordiv c` with one `e mod c` beside it) the memref becomes an
// identity memref whose results using a dynamic size are dynamic, the
// alloc computing them with affine.apply (ceildiv for the tile count, the
// tile size for the mod); other layouts stay.  Diffed with mlir-opt-13.
// A memref.dim of a memref with a layout keeps its function as it is
// (13 normalizes it and the dim then reads the new memref's size).
// REQUIRES: upstream
// RUN: cmlir-opt -normalize-memrefs %s > %t.ours
// RUN: %upstream_opt -normalize-memrefs %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -normalize-memrefs %S/Inputs/normalize-memrefs-dim.mlir | FileCheck %S/Inputs/normalize-memrefs-dim.mlir

// CHECK-DAG: #[[$CEIL32:.*]] = affine_map<(d0, d1) -> (d0 ceildiv 32)>
// CHECK-DAG: #[[$CEIL64:.*]] = affine_map<(d0, d1) -> (d1 ceildiv 64)>
// CHECK-DAG: #[[$T32:.*]] = affine_map<(d0, d1) -> (32)>
// CHECK-DAG: #[[$T64:.*]] = affine_map<(d0, d1) -> (64)>
// CHECK-LABEL: func @dyn
// CHECK: %[[A:.*]] = affine.apply #[[$CEIL32]](%arg0, %arg1)
// CHECK: %[[B:.*]] = affine.apply #[[$CEIL64]](%arg0, %arg1)
// CHECK: %[[C:.*]] = affine.apply #[[$T32]](%arg0, %arg1)
// CHECK: %[[D:.*]] = affine.apply #[[$T64]](%arg0, %arg1)
// CHECK: memref.alloc(%[[A]], %[[B]], %[[C]], %[[D]]) : memref<?x?x?x?xf32>
#tile = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 64, d0 mod 32, d1 mod 64)>
#tile1 = affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>
#skew = affine_map<(d0) -> (d0 + 1)>
func @dyn(%n: index, %m: index) -> f32 {
  %a = memref.alloc(%n, %m) : memref<?x?xf32, #tile>
  %c0 = constant 0 : index
  %v = affine.load %a[%c0, %c0] : memref<?x?xf32, #tile>
  affine.for %i = 0 to 10 {
    affine.store %v, %a[%i, %i + 1] : memref<?x?xf32, #tile>
  }
  memref.dealloc %a : memref<?x?xf32, #tile>
  return %v : f32
}
func @dyn2(%n: index) {
  %a = memref.alloc(%n) : memref<4x?xf32, #tile1>
  memref.dealloc %a : memref<4x?xf32, #tile1>
  return
}
func @dyn3(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32, #skew>
  memref.dealloc %a : memref<?xf32, #skew>
  return
}
#t3 = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 8, d2 floordiv 16, d1 mod 8, d2 mod 16)>
#nottiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 8)>
#twice = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4, d0 mod 4)>
#other = affine_map<(d0, d1) -> (d0 floordiv 4, d0 + d1, d0 mod 4)>
#half = affine_map<(d0, d1) -> (d0 floordiv 4, d1 * 2)>
func @three(%n: index, %k: index) {
  %a = memref.alloc(%n, %k) : memref<?x?x64xf32, #t3>
  %b = memref.alloc(%k) {alignment = 64} : memref<2x24x?xi32, #t3>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 24 {
      %v = affine.load %b[%i, %j, %j * 2] : memref<2x24x?xi32, #t3>
      affine.store %v, %b[%i, %j, %j] : memref<2x24x?xi32, #t3>
    }
  }
  memref.dealloc %a : memref<?x?x64xf32, #t3>
  memref.dealloc %b : memref<2x24x?xi32, #t3>
  return
}
func @not_tiled(%n: index) {
  %a = memref.alloc(%n) : memref<?x4xf32, #nottiled>
  %b = memref.alloc(%n) : memref<?xf32, #twice>
  %c = memref.alloc(%n) : memref<?x4xf32, #other>
  %d = memref.alloc(%n) : memref<?x4xf32, #half>
  memref.dealloc %a : memref<?x4xf32, #nottiled>
  memref.dealloc %b : memref<?xf32, #twice>
  memref.dealloc %c : memref<?x4xf32, #other>
  memref.dealloc %d : memref<?x4xf32, #half>
  return
}
func @args(%a: memref<?x?x64xf32, #t3>, %i: index) -> f32 {
  %v = affine.load %a[%i, %i, %i] : memref<?x?x64xf32, #t3>
  return %v : f32
}
func @calls(%n: index) -> f32 {
  %a = memref.alloc(%n, %n) : memref<?x?x64xf32, #t3>
  %c0 = constant 0 : index
  %v = call @args(%a, %c0) : (memref<?x?x64xf32, #t3>, index) -> f32
  return %v : f32
}

// CHECK-LABEL: func @args
// CHECK-SAME: memref<?x?x4x?x16xf32>
