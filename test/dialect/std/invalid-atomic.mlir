// std.atomic_rmw / std.generic_atomic_rmw / std.atomic_yield errors.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%v: i32, %m: memref<10xi32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = atomic_rmw addf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op with kind 'muli' expects an integer type}}
  %0 = atomic_rmw muli %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = atomic_rmw addf %v, %m[%i] : (f32, memref<10x10xf32>) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf64>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = atomic_rmw addf %v, %m[%i] : (f32, memref<10xf64>) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f64
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
  %0 = "std.atomic_rmw"(%v, %m, %i) {kind = 11 : i64} : (f32, memref<10xf32>, index) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op requires attribute 'kind'}}
  %0 = "std.atomic_rmw"(%v, %m, %i) : (f32, memref<10xf32>, index) -> f32
  return
}

// -----
func @f(%v: index, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "std.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (index, memref<10xf32>, index) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xindex>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'memref<10xindex>'}}
  %0 = "std.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (f32, memref<10xindex>, index) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: i32) {
  // expected-error@+1 {{'std.atomic_rmw' op operand #2 must be index, but got 'i32'}}
  %0 = "std.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (f32, memref<10xf32>, i32) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.atomic_rmw' op result #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "std.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (f32, memref<10xf32>, index) -> index
  return
}

// -----
func @f(%v: f32) {
  // expected-error@+1 {{'std.atomic_rmw' op expected 2 or more operands}}
  %0 = "std.atomic_rmw"(%v) {kind = 0 : i64} : (f32) -> f32
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    atomic_yield %a : f32
  }
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f64):
    atomic_yield %v : f32
  }
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'generic_atomic_rmw' should contain only operations with no side effects}}
    %x = atomic_rmw addf %a, %m[%i] : (f32, memref<10xf32>) -> f32
    atomic_yield %x : f32
  }
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    %c = constant 1.0 : f64
    // expected-error@+1 {{'std.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    atomic_yield %c : f64
  }
  return
}

// -----
func @f(%v: f32) {
  // expected-error@+1 {{'std.atomic_yield' op expects parent op 'std.generic_atomic_rmw'}}
  atomic_yield %v : f32
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  }
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+2 {{'std.generic_atomic_rmw' op expects regions to end with 'std.atomic_yield', found 'test.foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'std.atomic_yield'}}
  %0 = generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    "test.foo"() : () -> ()
  }
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %0 = "std.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    "std.atomic_yield"(%a) : (f32) -> ()
  ^bb1:
    "std.atomic_yield"(%a) : (f32) -> ()
  }) : (memref<10xf32>, index) -> f32
  return
}

// -----
func @f(%m: memref<10xindex>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<10xindex>'}}
  %0 = "std.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: index):
    "std.atomic_yield"(%a) : (index) -> ()
  }) : (memref<10xindex>, index) -> index
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "std.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    "std.atomic_yield"(%a) : (f32) -> ()
  }) : (memref<10xf32>, index) -> f64
  return
}

// -----
func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'std.generic_atomic_rmw' op requires one region}}
  %0 = "std.generic_atomic_rmw"(%m, %i) : (memref<10xf32>, index) -> f32
  return
}
