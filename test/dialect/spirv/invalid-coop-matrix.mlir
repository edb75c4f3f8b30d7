// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @size(%a: !spv.coopmatrix<16x16xi32, Subgroup>, %b: !spv.coopmatrix<16x8xi32, Subgroup>, %c: !spv.coopmatrix<8x8xi32, Subgroup>) {
  // expected-error@+1 {{'spv.CooperativeMatrixMulAddNV' op matrix size must match}}
  %r = spv.CooperativeMatrixMulAddNV %a, %b, %c : !spv.coopmatrix<16x16xi32, Subgroup>, !spv.coopmatrix<16x8xi32, Subgroup> -> !spv.coopmatrix<8x8xi32, Subgroup>
  return
}

// -----

func @scope(%a: !spv.coopmatrix<8x16xi32, Subgroup>, %b: !spv.coopmatrix<16x8xi32, Workgroup>, %c: !spv.coopmatrix<8x8xi32, Subgroup>) {
  // expected-error@+1 {{'spv.CooperativeMatrixMulAddNV' op matrix scope must match}}
  %r = spv.CooperativeMatrixMulAddNV %a, %b, %c : !spv.coopmatrix<8x16xi32, Subgroup>, !spv.coopmatrix<16x8xi32, Workgroup> -> !spv.coopmatrix<8x8xi32, Subgroup>
  return
}

// -----

func @elem(%a: !spv.coopmatrix<8x16xf32, Subgroup>, %b: !spv.coopmatrix<16x8xi32, Subgroup>, %c: !spv.coopmatrix<8x8xi32, Subgroup>) {
  // expected-error@+1 {{'spv.CooperativeMatrixMulAddNV' op matrix element type must match}}
  %r = spv.CooperativeMatrixMulAddNV %a, %b, %c : !spv.coopmatrix<8x16xf32, Subgroup>, !spv.coopmatrix<16x8xi32, Subgroup> -> !spv.coopmatrix<8x8xi32, Subgroup>
  return
}

// -----

func @construct_count(%x: f32) {
  // expected-error@+1 {{has incorrect number of operands: expected 1, but provided 2}}
  %0 = spv.CompositeConstruct %x, %x : !spv.coopmatrix<8x16xf32, Subgroup>
  return
}
