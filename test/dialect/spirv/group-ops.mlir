// RUN: cmlir-opt -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -split-input-file %s > %t.ours && %upstream_opt -split-input-file %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -split-input-file -mlir-print-op-generic %s > %t.gours && %upstream_opt -split-input-file -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// The group ops of spv.  13 prints the INTEL block ops without their
// storage class, so their custom form does not parse back.

// CHECK-LABEL: func @group(
func @group(%b: i1, %x: f32, %id: vector<3xi32>, %p: !spv.ptr<i32, StorageBuffer>, %v: vector<3xi32>) {
  // CHECK: spv.GroupBroadcast Workgroup %{{.*}}, %{{.*}} : f32, vector<3xi32>
  %0 = spv.GroupBroadcast Workgroup %x, %id : f32, vector<3xi32>
  // CHECK: spv.SubgroupBallotKHR %{{.*}} : vector<4xi32>
  %1 = spv.SubgroupBallotKHR %b : vector<4xi32>
  // CHECK: spv.SubgroupBlockReadINTEL %{{.*}} : vector<3xi32>
  %2 = spv.SubgroupBlockReadINTEL "StorageBuffer" %p : vector<3xi32>
  // CHECK: spv.SubgroupBlockWriteINTEL %{{.*}}, %{{.*}} : vector<3xi32>
  spv.SubgroupBlockWriteINTEL "StorageBuffer" %p, %v : vector<3xi32>
  return
}
