// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @scope(%x: f32, %i: i32) {
  // expected-error@+1 {{'spv.GroupBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spv.GroupBroadcast Device %x, %i : f32, i32
  return
}

// -----

func @localid(%x: f32, %i: vector<4xi32>) {
  // expected-error@+1 {{'spv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 4}}
  %0 = spv.GroupBroadcast Subgroup %x, %i : f32, vector<4xi32>
  return
}

// -----

func @ballot(%b: i1) {
  // expected-error@+1 {{'spv.SubgroupBallotKHR' op result #0 must be vector of 32-bit integer values of length 4, but got 'vector<4xi16>'}}
  %0 = spv.SubgroupBallotKHR %b : vector<4xi16>
  return
}

// -----

func @block_read(%p: !spv.ptr<i32, StorageBuffer>) {
  // expected-error@+1 {{'spv.SubgroupBlockReadINTEL' op mismatch in result type and pointer type}}
  %0 = "spv.SubgroupBlockReadINTEL"(%p) : (!spv.ptr<i32, StorageBuffer>) -> i16
  return
}
