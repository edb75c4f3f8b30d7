// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @construct_scalar(%x: f32) {
  // expected-error@+1 {{custom op 'spv.CompositeConstruct' result type must be a composite type, but provided 'f32'}}
  %0 = spv.CompositeConstruct %x : f32
  return
}

// -----

func @construct_count(%x: f32) {
  // expected-error@+1 {{custom op 'spv.CompositeConstruct' has incorrect number of operands: expected 3, but provided 2}}
  %0 = spv.CompositeConstruct %x, %x : vector<3xf32>
  return
}

// -----

func @construct_generic_count(%x: f32) {
  // expected-error@+1 {{has incorrect number of operands: expected 3, but provided 2}}
  %0 = "spv.CompositeConstruct"(%x, %x) : (f32, f32) -> vector<3xf32>
  return
}

// -----

func @construct_type(%x: f32) {
  // expected-error@+1 {{operand type mismatch: expected operand type 'i32', but provided 'f32'}}
  %0 = "spv.CompositeConstruct"(%x, %x, %x) : (f32, f32, f32) -> vector<3xi32>
  return
}

// -----

func @extract_i64_index(%v: vector<4xf32>) {
  // expected-error@+1 {{'spv.CompositeExtract' op attribute 'indices' failed to satisfy constraint: 32-bit integer array attribute}}
  %0 = spv.CompositeExtract %v[1] : vector<4xf32>
  return
}

// -----

func @extract_oob(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'spv.CompositeExtract' index 4 out of bounds for 'vector<4xf32>'}}
  %0 = spv.CompositeExtract %v[4 : i32] : vector<4xf32>
  return
}

// -----

func @extract_negative(%v: vector<4xf32>) {
  // expected-error@+1 {{index -1 out of bounds for 'vector<4xf32>'}}
  %0 = spv.CompositeExtract %v[-1 : i32] : vector<4xf32>
  return
}

// -----

func @extract_scalar(%x: f32) {
  // expected-error@+1 {{custom op 'spv.CompositeExtract' cannot extract from non-composite type 'f32' with index 1}}
  %0 = spv.CompositeExtract %x[1 : i32] : f32
  return
}

// -----

func @extract_deep(%v: vector<4xf32>) {
  // expected-error@+1 {{cannot extract from non-composite type 'f32' with index 0}}
  %0 = spv.CompositeExtract %v[1 : i32, 0 : i32] : vector<4xf32>
  return
}

// -----

func @extract_none(%v: vector<4xf32>) {
  // expected-error@+1 {{expected at least one index for spv.CompositeExtract}}
  %0 = spv.CompositeExtract %v[] : vector<4xf32>
  return
}

// -----

func @extract_result(%v: vector<4xf32>) {
  // expected-error@+1 {{'spv.CompositeExtract' op invalid result type: expected 'f32' but provided 'i32'}}
  %0 = "spv.CompositeExtract"(%v) {indices = [2 : i32]} : (vector<4xf32>) -> i32
  return
}

// -----

func @insert_none(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{expected at least one index for spv.CompositeExtract}}
  %0 = spv.CompositeInsert %x, %v[] : f32 into vector<4xf32>
  return
}

// -----

func @insert_oob(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{index 4 out of bounds for 'vector<4xf32>'}}
  %0 = spv.CompositeInsert %x, %v[4 : i32] : f32 into vector<4xf32>
  return
}

// -----

func @insert_object(%x: f64, %v: vector<4xf32>) {
  // expected-error@+1 {{'spv.CompositeInsert' op object operand type should be 'f32', but found 'f64'}}
  %0 = spv.CompositeInsert %x, %v[3 : i32] : f64 into vector<4xf32>
  return
}

// -----

func @insert_result(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'spv.CompositeInsert' op result type should be the same as the composite type, but found 'vector<4xf32>' vs 'vector<4xf64>'}}
  %0 = "spv.CompositeInsert"(%x, %v) {indices = [0 : i32]} : (f32, vector<4xf32>) -> vector<4xf64>
  return
}

// -----

func @shuffle_count(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'spv.VectorShuffle' op result type element count (3) mismatch with the number of component selectors (4)}}
  %0 = spv.VectorShuffle [1 : i32, 3 : i32, 5 : i32, 2 : i32] %v : vector<4xf32>, %w : vector<2xf32> -> vector<3xf32>
  return
}

// -----

func @shuffle_range(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'spv.VectorShuffle' op component selector 7 out of range: expected to be in [0, 6) or 0xffffffff}}
  %0 = spv.VectorShuffle [1 : i32, 7 : i32, 5 : i32] %v : vector<4xf32>, %w : vector<2xf32> -> vector<3xf32>
  return
}

// -----

func @shuffle_elem(%v: vector<4xf32>, %w: vector<2xi32>) {
  // expected-error@+1 {{'spv.VectorShuffle' op failed to verify that all of {vector1, vector2, result} have same element type}}
  %0 = spv.VectorShuffle [1 : i32, 3 : i32] %v : vector<4xf32>, %w : vector<2xi32> -> vector<2xf32>
  return
}

// -----

func @extract_dynamic_result(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'spv.VectorExtractDynamic' op failed to verify that type of 'result' matches element type of 'vector'}}
  %0 = "spv.VectorExtractDynamic"(%v, %i) : (vector<4xf32>, i32) -> i32
  return
}

// -----

func @insert_dynamic_component(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'spv.VectorInsertDynamic' op failed to verify that type of 'component' matches element type of 'vector'}}
  %0 = "spv.VectorInsertDynamic"(%v, %i, %i) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  return
}

// -----

func @extract_string_index(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'spv.CompositeExtract' expected an 32-bit integer for index, but found '"a"'}}
  %0 = spv.CompositeExtract %v["a"] : vector<4xf32>
  return
}
