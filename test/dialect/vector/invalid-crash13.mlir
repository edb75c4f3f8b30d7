// Bad input on which mlir-opt-13 crashes (asserts or reads past a list):
// cmlir reports an error at the op instead.  cmlir only.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics

func @mask_all_broadcast(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a permutation map with at least one non-broadcast result for a mask}}
  %0 = vector.transfer_read %m[%i, %i], %f, %k {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @mask_short_map(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<4xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f, %k {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @contract_one_type(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' expected two operand types}}
  %0 = vector.contract {indexing_maps = [], iterator_types = []} %v, %v, %v : vector<4xf32> into vector<4xf32>
  return
}

// -----

func @contract_not_dict(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract [] %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func @contract_extent(%a: vector<4xf32>, %c: vector<4x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = "vector.contract"(%a, %a, %c) {indexing_maps = [affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4xf32>, vector<4xf32>, vector<4x5xf32>) -> vector<4x5xf32>
  return
}

// -----

func @transfer_read_high_rank(%m: memref<?xf32>, %i: index, %f: f32, %k: vector<4x4xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4x4xf32>
  return
}
