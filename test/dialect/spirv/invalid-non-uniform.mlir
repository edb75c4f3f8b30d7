// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @ballot_scope(%b: i1) {
  // expected-error@+1 {{'spv.GroupNonUniformBallot' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spv.GroupNonUniformBallot Device %b : vector<4xi32>
  return
}

// -----

func @ballot_signed(%b: i1) {
  // expected-error@+1 {{'spv.GroupNonUniformBallot' op result #0 must be vector of 8/16/32/64-bit signless/unsigned integer values of length 4, but got 'vector<4xsi32>'}}
  %0 = spv.GroupNonUniformBallot Workgroup %b : vector<4xsi32>
  return
}

// -----

func @broadcast_id(%x: f32, %i: i32) {
  // expected-error@+1 {{'spv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
  %0 = spv.GroupNonUniformBroadcast Subgroup %x, %i : f32, i32
  return
}

// -----

func @elect_scope() {
  // expected-error@+1 {{'spv.GroupNonUniformElect' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spv.GroupNonUniformElect CrossDevice : i1
  return
}

// -----

func @iadd_scope(%i: i32) {
  // expected-error@+1 {{'spv.GroupNonUniformIAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spv.GroupNonUniformIAdd "Device" "Reduce" %i : i32
  return
}

// -----

func @missing_cluster(%v: vector<2xi32>) {
  // expected-error@+1 {{cluster size operand must be provided for 'ClusteredReduce' group operation}}
  %0 = spv.GroupNonUniformIAdd "Workgroup" "ClusteredReduce" %v : vector<2xi32>
  return
}

// -----

func @cluster_not_const(%v: vector<2xi32>, %s: i32) {
  // expected-error@+1 {{cluster size operand must come from a constant op}}
  %0 = spv.GroupNonUniformIAdd "Workgroup" "ClusteredReduce" %v cluster_size(%s) : vector<2xi32>
  return
}

// -----

func @cluster_pow2(%v: vector<2xi32>) {
  %five = spv.Constant 5 : i32
  // expected-error@+1 {{cluster size operand must be a power of two}}
  %0 = spv.GroupNonUniformIAdd "Workgroup" "ClusteredReduce" %v cluster_size(%five) : vector<2xi32>
  return
}
