// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The non-uniform group ops of spv.

// CHECK-LABEL: func @non_uniform(
func @non_uniform(%b: i1, %x: f32, %v: vector<2xi32>, %i: i32) {
  %four = spv.Constant 4 : i32
  // CHECK: spv.GroupNonUniformBallot Workgroup %{{.*}} : vector<4xi32>
  %0 = spv.GroupNonUniformBallot Workgroup %b : vector<4xi32>
  // CHECK: spv.GroupNonUniformBroadcast Subgroup %{{.*}}, %{{.*}} : f32, i32
  %1 = spv.GroupNonUniformBroadcast Subgroup %x, %four : f32, i32
  // CHECK: spv.GroupNonUniformElect Workgroup : i1
  %2 = spv.GroupNonUniformElect Workgroup : i1
  // CHECK: spv.GroupNonUniformFAdd "Workgroup" "Reduce" %{{.*}} : f32
  %3 = spv.GroupNonUniformFAdd "Workgroup" "Reduce" %x : f32
  %4 = spv.GroupNonUniformFMul "Subgroup" "InclusiveScan" %x : f32
  %5 = spv.GroupNonUniformFMax "Workgroup" "ExclusiveScan" %x : f32
  %6 = spv.GroupNonUniformFMin "Workgroup" "Reduce" %x : f32
  // CHECK: spv.GroupNonUniformIAdd "Workgroup" "ClusteredReduce" %{{.*}} cluster_size(%{{.*}}) : vector<2xi32>
  %7 = spv.GroupNonUniformIAdd "Workgroup" "ClusteredReduce" %v cluster_size(%four) : vector<2xi32>
  %8 = spv.GroupNonUniformIMul "Workgroup" "Reduce" %i : i32
  %9 = spv.GroupNonUniformSMax "Workgroup" "Reduce" %i : i32
  %10 = spv.GroupNonUniformSMin "Workgroup" "Reduce" %i : i32
  %11 = spv.GroupNonUniformUMax "Workgroup" "Reduce" %i : i32
  %12 = spv.GroupNonUniformUMin "Workgroup" "Reduce" %i : i32
  return
}
