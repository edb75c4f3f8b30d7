// Malformed copies of texts that the parser's text caches already hold
// (a compound type, an affine set) are still errors, reported where a
// parse without the caches reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @type_copy(%m: memref<4xf32>) {
  %0 = "t.a"() : () -> memref<4xf32>
  %1 = "t.b"() : () -> memref<4xf32
  // expected-error@+1 {{expected ',' or '>' in memref type}}
  return
}

// -----

func @type_copy_wrong_element() {
  %0 = "t.a"() : () -> vector<4xf32>
  // expected-error@+1 {{expected non-function type}}
  %1 = "t.b"() : () -> vector<4x>
  return
}

// -----

func @affine_copy() {
  "t.a"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
  // expected-error@+1 {{expected ',' or ')'}}
  "t.b"() {s = affine_set<(d0) : (d0 >= 0}, t = 1} : () -> ()
  return
}

// -----

func @affine_copy_wrong_kind() {
  "t.a"() {s = affine_map<(d0) -> (d0)>} : () -> ()
  // expected-error@+1 {{expected IntegerSet, but got AffineMap}}
  "t.b"() {s = affine_set<(d0) -> (d0)>} : () -> ()
  return
}
