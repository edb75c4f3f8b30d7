// RUN: cmlir-opt %s -split-input-file -spirv-rewrite-inserts > %t.ours && %upstream_opt %s -split-input-file -spirv-rewrite-inserts > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -spirv-rewrite-inserts -mlir-print-debuginfo > %t.dours && %upstream_opt %s -split-input-file -spirv-rewrite-inserts -mlir-print-debuginfo > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: cmlir-opt %s -split-input-file -spirv-rewrite-inserts | FileCheck %s
// REQUIRES: upstream
// -spirv-rewrite-inserts: full chains of single-index inserts become one
// spv.CompositeConstruct; partial, out-of-order or nested chains stay, and
// inserts still used elsewhere are kept.

spv.module Logical GLSL450 {
  // CHECK-LABEL: spv.func @chains
  spv.func @chains(%a: f32, %b: f32, %c: i32, %v: vector<2xf32>, %m: !spv.struct<(f32, i32)>) -> vector<2xf32> "None" {
    %u = spv.Undef : vector<2xf32>
    // CHECK: %[[V:.*]] = spv.CompositeConstruct %{{.*}}, %{{.*}} : vector<2xf32>
    %0 = spv.CompositeInsert %a, %u[0 : i32] : f32 into vector<2xf32>
    %1 = spv.CompositeInsert %b, %0[1 : i32] : f32 into vector<2xf32>
    // a chain from a value that is not undef, its first insert used again
    // CHECK: %[[S0:.*]] = spv.CompositeInsert %{{.*}}, %{{.*}}[0 : i32] : f32 into !spv.struct<(f32, i32)>
    // CHECK: spv.CompositeConstruct %{{.*}}, %{{.*}} : !spv.struct<(f32, i32)>
    %2 = spv.CompositeInsert %a, %m[0 : i32] : f32 into !spv.struct<(f32, i32)>
    %3 = spv.CompositeInsert %c, %2[1 : i32] : i32 into !spv.struct<(f32, i32)>
    %4 = spv.CompositeExtract %2[1 : i32] : !spv.struct<(f32, i32)>
    // out of order: kept
    // CHECK: spv.CompositeInsert %{{.*}}[1 : i32]
    // CHECK: spv.CompositeInsert %{{.*}}[0 : i32]
    %5 = spv.CompositeInsert %b, %v[1 : i32] : f32 into vector<2xf32>
    %6 = spv.CompositeInsert %a, %5[0 : i32] : f32 into vector<2xf32>
    // only the last element: kept
    // CHECK: spv.CompositeInsert %{{.*}}[1 : i32]
    %7 = spv.CompositeInsert %b, %v[1 : i32] : f32 into vector<2xf32>
    // CHECK: spv.ReturnValue %[[V]]
    spv.ReturnValue %1 : vector<2xf32>
  }
}

// -----

spv.module Logical GLSL450 {
  // CHECK-LABEL: spv.func @nested
  spv.func @nested(%a: f32, %m: !spv.array<2 x vector<2xf32>>) -> !spv.array<2 x vector<2xf32>> "None" {
    // CHECK-NOT: spv.CompositeConstruct
    %0 = spv.CompositeInsert %a, %m[0 : i32, 0 : i32] : f32 into !spv.array<2 x vector<2xf32>>
    %1 = spv.CompositeInsert %a, %0[1 : i32, 1 : i32] : f32 into !spv.array<2 x vector<2xf32>>
    spv.ReturnValue %1 : !spv.array<2 x vector<2xf32>>
  }
}
