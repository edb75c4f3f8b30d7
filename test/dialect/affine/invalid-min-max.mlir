// affine.min / affine.max errors, with 13's messages and locations.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%i)
  return
}

// -----

func @count_max(%i: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)
  return
}

// -----

func @not_a_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.max' invalid kind of attribute specified}}
  %0 = affine.max 3 (%i)
  return
}

// -----

func @operand_type(%i: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.min affine_map<(d0) -> (d0)>(%i)
  return
}

// -----

func @no_map(%i: index) {
  // expected-error@+1 {{'affine.min' op requires attribute 'map'}}
  %0 = "affine.min"(%i) : (index) -> index
  return
}
