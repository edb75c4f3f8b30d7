// -spirv-rewrite-inserts: full chains of single-index spv.CompositeInsert
// (0 .. n-1 into one composite) become spv.CompositeConstruct; partial,
// out-of-order and nested-index chains stay; diffed against mlir-opt-13.
// RUN: cmlir-opt -spirv-rewrite-inserts %s > %t.ours
// RUN: %upstream_opt -spirv-rewrite-inserts %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: spv.func @full
// CHECK: spv.CompositeConstruct %arg0, %arg1, %arg0 : vector<3xf32>
// CHECK-LABEL: spv.func @partial
// CHECK-COUNT-2: spv.CompositeInsert
spv.module Logical GLSL450 {
  spv.func @full(%a: f32, %b: f32, %v: vector<3xf32>) -> vector<3xf32> "None" {
    %0 = spv.CompositeInsert %a, %v[0 : i32] : f32 into vector<3xf32>
    %1 = spv.CompositeInsert %b, %0[1 : i32] : f32 into vector<3xf32>
    %2 = spv.CompositeInsert %a, %1[2 : i32] : f32 into vector<3xf32>
    spv.ReturnValue %2 : vector<3xf32>
  }
  spv.func @partial(%a: f32, %v: vector<3xf32>) -> vector<3xf32> "None" {
    %0 = spv.CompositeInsert %a, %v[1 : i32] : f32 into vector<3xf32>
    %1 = spv.CompositeInsert %a, %0[2 : i32] : f32 into vector<3xf32>
    spv.ReturnValue %1 : vector<3xf32>
  }
  spv.func @shared(%a: f32, %b: f32, %v: vector<2xf32>) -> vector<2xf32> "None" {
    %0 = spv.CompositeInsert %a, %v[0 : i32] : f32 into vector<2xf32>
    %1 = spv.CompositeInsert %b, %0[1 : i32] : f32 into vector<2xf32>
    %2 = spv.CompositeInsert %a, %0[1 : i32] : f32 into vector<2xf32>
    %3 = spv.FAdd %1, %2 : vector<2xf32>
    spv.ReturnValue %3 : vector<2xf32>
  }
  spv.func @nested(%a: f32, %s: !spv.struct<(f32, vector<2xf32>)>) -> !spv.struct<(f32, vector<2xf32>)> "None" {
    %0 = spv.CompositeInsert %a, %s[1 : i32, 0 : i32] : f32 into !spv.struct<(f32, vector<2xf32>)>
    spv.ReturnValue %0 : !spv.struct<(f32, vector<2xf32>)>
  }
}
