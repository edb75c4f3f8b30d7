// Verifier rules of memref.alloc / alloca / alloca_scope.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @dyn_count(%d: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----
func @dyn_count_extra(%d: index) {
  // expected-error@+1 {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloca(%d) : memref<4xf32>
  return
}

// -----
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func @sym_count(%d: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, #map>
  return
}

// -----
func @alignment(%d: index) {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = memref.alloc() {alignment = -1 : i64} : memref<4xf32>
  return
}

// -----
func @not_memref() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> tensor<4xf32>
  return
}

// -----
func @scope_args() {
  // expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%a : i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----
func @scope_blocks() {
  // expected-error@+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  "memref.alloca_scope"() ({
  ^bb0:
    "memref.alloca_scope.return"() : () -> ()
  ^bb1:
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----
func @scope_results(%v: i32) {
  // expected-error@+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  memref.alloca_scope {
    memref.alloca_scope.return %v : i32
  }
  return
}

// -----
func @return_parent() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func @alloca_scope_empty_region() {
  // expected-error@+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}
