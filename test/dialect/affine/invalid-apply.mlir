// affine.apply errors, with 13's messages and locations.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @dims(%i: index, %j: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i, %j)
  return
}

// -----

func @count(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0)[s0] -> (d0 + s0)>} : (index) -> index
  return
}

// -----

func @results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func @operand_type(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0)>} : (i32) -> index
  return
}

// -----

func @result_type(%i: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0)>} : (index) -> i32
  return
}

// -----

func @no_map(%i: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%i) : (index) -> index
  return
}

// -----

func @bad_map(%i: index) {
  // expected-error@+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%i) {map = 3} : (index) -> index
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @custom_type(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)
  return
}

// -----

func @not_a_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%i)
  return
}

// -----

func @two_results(%i: index) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}
