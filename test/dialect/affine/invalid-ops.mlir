// Verifier and parser errors of affine.for / if / yield / load / store /
// parallel / vector ops, as mlir-opt-13 reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @load_nonaffine(%A: memref<10xf32>, %i: index) {
  affine.for %k = 0 to 10 {
    %v = "foo"() : () -> index
    // expected-error@+1 {{'affine.load' op index must be a dimension or symbol identifier}}
    %x = affine.load %A[%v] : memref<10xf32>
  }
  return
}

// -----

func @bad_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %v = "foo"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%v) {
    }
  }
  return
}

// -----

func @bad_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func @if_bad_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func @if_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) ({ "affine.yield"() : () -> () }, {}) {condition = affine_set<(d0, d1) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func @if_args(%n: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%n) ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }, {}) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func @store_type(%A: memref<10xf32>, %v: i32) {
  // expected-error@+1 {{'affine.store' op first operand must have same type memref element type}}
  "affine.store"(%v, %A) {map = affine_map<() -> (0)>} : (i32, memref<10xf32>) -> ()
  return
}

// -----

func @load_rank(%A: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %x = "affine.load"(%A, %i) {map = affine_map<(d0) -> (d0)>} : (memref<10x10xf32>, index) -> f32
  return
}

// -----

func @load_inputs(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %x = "affine.load"(%A, %i, %i) {map = affine_map<(d0) -> (d0)>} : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func @load_result(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %x = "affine.load"(%A, %i) {map = affine_map<(d0) -> (d0)>} : (memref<10xf32>, index) -> i32
  return
}

// -----

func @load_index_type(%A: memref<10xf32>, %i: i32) {
  // expected-error@+1 {{'affine.load' op operand #1 must be index, but got 'i32'}}
  %x = "affine.load"(%A, %i) {map = affine_map<(d0) -> (d0)>} : (memref<10xf32>, i32) -> f32
  return
}

// -----

func @yield_count(%x: f32) {
  // expected-error@+2 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield
  }
  return
}

// -----

func @yield_type(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return
}

// -----

func @yield_parent() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "foo"() ({ "affine.yield"() : () -> () }) : () -> ()
  return
}

// -----

func @for_iter_mismatch(%x: f32) {
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x, %b = %x) -> (f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func @for_step(%n: index) {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func @for_minmax(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%n) {
  }
  return
}

// -----

func @for_lower_minmax(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 10)>(%n) to 10 {
  }
  return
}

// -----

func @for_dim_count(%n: index) {
  // expected-error@+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0)>(%n) {
  }
  return
}

// -----

func @for_sym_count(%n: index) {
  // expected-error@+1 {{symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0)>(%n) {
  }
  return
}

// -----

func @for_two_operands(%n: index) {
  // expected-error@+1 {{expected only one loop bound operand}}
  affine.for %i = 0 to %n, %n {
  }
  return
}

// -----

func @nonaffine_subscript(%A: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
    %x = affine.load %A[%i * %i] : memref<10xf32>
  }
  return
}

// -----

func @par_reduce(%n: index) {
  // expected-error@+1 {{invalid reduction value: "bad"}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("bad") -> f32 {
  }
  return
}

// -----

func @par_groups(%n: index) {
  // expected-error@+1 {{the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}

// -----

func @par_reductions(%A: memref<10xf32>) {
  // expected-error@+1 {{a reduction must be specified for each output}}
  %r = "affine.parallel"() ({
  ^bb0(%i: index):
    %x = affine.load %A[%i] : memref<10xf32>
    affine.yield %x : f32
  }) {lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>} : () -> f32
  return
}

// -----

func @par_steps(%n: index) {
  // expected-error@+1 {{steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func @vector_type(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%i] : memref<10xf32>, vector<4xi32>
  return
}

// -----

func @vector_store_type(%A: memref<10xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%i] : memref<10xf32>, vector<4xi32>
  return
}
