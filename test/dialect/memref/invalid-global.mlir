// Verifier rules of memref.global / get_global.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----
// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'i32'}}
"memref.global"() {sym_name = "g", type = i32} : () -> ()

// -----
// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<4xi32>'}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>} : () -> ()

// -----
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i64}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, initial_value = 3} : () -> ()

// -----
// expected-error@+1 {{'memref.global' op attribute 'constant' failed to satisfy constraint: unit attribute}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, constant = 1} : () -> ()

// -----
// expected-error@+1 {{'memref.global' op requires attribute 'type'}}
"memref.global"() {sym_name = "g"} : () -> ()

// -----
// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: any type attribute}}
"memref.global"() {sym_name = "g", type = 3} : () -> ()

// -----
func @missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----
func @not_global() {
  // expected-error@+1 {{'memref.get_global' op 'not_global' does not reference a valid global memref}}
  %0 = memref.get_global @not_global : memref<4xf32>
  return
}

// -----
memref.global @g : memref<4xf32>
func @type_mismatch() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}
