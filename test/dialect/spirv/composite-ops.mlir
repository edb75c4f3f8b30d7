// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The composite ops of spv on vectors: construct, extract / insert with
// constant indices (the result type computed from them), dynamic access
// and shuffles.

// CHECK-LABEL: func @composite(
func @composite(%x: f32, %v: vector<4xf32>, %w: vector<2xf32>, %i: i32, %s: i16) {
  // CHECK: spv.CompositeConstruct %{{.*}}, %{{.*}}, %{{.*}} : vector<3xf32>
  %0 = spv.CompositeConstruct %x, %x, %x : vector<3xf32>
  // CHECK: spv.CompositeExtract %{{.*}}[1 : i32] : vector<4xf32>
  %1 = spv.CompositeExtract %v[1 : i32] : vector<4xf32>
  // CHECK: spv.CompositeInsert %{{.*}}, %{{.*}}[3 : i32] : f32 into vector<4xf32>
  %2 = spv.CompositeInsert %x, %v[3 : i32] : f32 into vector<4xf32>
  // CHECK: spv.VectorExtractDynamic %{{.*}}[%{{.*}}] : vector<4xf32>, i32
  %3 = spv.VectorExtractDynamic %v[%i] : vector<4xf32>, i32
  // CHECK: spv.VectorInsertDynamic %{{.*}}, %{{.*}}[%{{.*}}] {a} : vector<2xf32>, i16
  %4 = spv.VectorInsertDynamic %x, %w[%s] {a} : vector<2xf32>, i16
  // CHECK: spv.VectorShuffle [1 : i32, 3 : i32, -1 : i32] %{{.*}} : vector<4xf32>, %{{.*}} : vector<2xf32> -> vector<3xf32>
  %5 = spv.VectorShuffle [1 : i32, 3 : i32, 0xffffffff : i32] %v : vector<4xf32>, %w : vector<2xf32> -> vector<3xf32>
  // CHECK: spv.VectorShuffle {b} [0 : i32, 5 : i32]
  %6 = spv.VectorShuffle {b} [0 : i32, 5 : i32] %v : vector<4xf32>, %w : vector<2xf32> -> vector<2xf32>
  return
}
