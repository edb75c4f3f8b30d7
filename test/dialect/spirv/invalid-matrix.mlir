// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @scalar_type(%m: !spv.matrix<3 x vector<3xf32>>, %s: f16) {
  // expected-error@+1 {{input matrix components' type and scaling value must have the same type}}
  %0 = spv.MatrixTimesScalar %m, %s : !spv.matrix<3 x vector<3xf32>>, f16 -> !spv.matrix<3 x vector<3xf32>>
  return
}

// -----

func @scalar_columns(%m: !spv.matrix<3 x vector<3xf32>>, %s: f32) {
  // expected-error@+1 {{input and result matrices must have the same number of columns}}
  %0 = spv.MatrixTimesScalar %m, %s : !spv.matrix<3 x vector<3xf32>>, f32 -> !spv.matrix<4 x vector<3xf32>>
  return
}

// -----

func @scalar_rows(%m: !spv.matrix<3 x vector<3xf32>>, %s: f32) {
  // expected-error@+1 {{input and result matrices' columns must have the same size}}
  %0 = spv.MatrixTimesScalar %m, %s : !spv.matrix<3 x vector<3xf32>>, f32 -> !spv.matrix<3 x vector<4xf32>>
  return
}

// -----

func @transpose_rows(%m: !spv.matrix<3 x vector<4xf32>>) {
  // expected-error@+1 {{input matrix rows count must be equal to output matrix columns count}}
  %0 = spv.Transpose %m : !spv.matrix<3 x vector<4xf32>> -> !spv.matrix<3 x vector<3xf32>>
  return
}

// -----

func @transpose_type(%m: !spv.matrix<3 x vector<4xf32>>) {
  // expected-error@+1 {{input and output matrices must have the same component type}}
  %0 = spv.Transpose %m : !spv.matrix<3 x vector<4xf32>> -> !spv.matrix<4 x vector<3xf16>>
  return
}

// -----

func @mm_inner(%a: !spv.matrix<3 x vector<2xf32>>, %b: !spv.matrix<2 x vector<2xf32>>) {
  // expected-error@+1 {{left matrix columns' count must be equal to the right matrix rows' count}}
  %0 = spv.MatrixTimesMatrix %a, %b : !spv.matrix<3 x vector<2xf32>>, !spv.matrix<2 x vector<2xf32>> -> !spv.matrix<2 x vector<2xf32>>
  return
}

// -----

func @mm_rows(%a: !spv.matrix<3 x vector<2xf32>>, %b: !spv.matrix<2 x vector<3xf32>>) {
  // expected-error@+1 {{left and result matrices must have equal rows' count}}
  %0 = spv.MatrixTimesMatrix %a, %b : !spv.matrix<3 x vector<2xf32>>, !spv.matrix<2 x vector<3xf32>> -> !spv.matrix<2 x vector<3xf32>>
  return
}

// -----

func @mm_left_type(%a: !spv.matrix<3 x vector<3xf64>>, %b: !spv.matrix<3 x vector<3xf32>>) {
  // expected-error@+1 {{left and result matrices' component type must be the same}}
  %0 = spv.MatrixTimesMatrix %a, %b : !spv.matrix<3 x vector<3xf64>>, !spv.matrix<3 x vector<3xf32>> -> !spv.matrix<3 x vector<3xf32>>
  return
}

// -----

func @not_matrix(%v: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{'spv.MatrixTimesScalar' op operand #0 must be any SPIR-V matrix type, but got 'vector<3xf32>'}}
  %0 = "spv.MatrixTimesScalar"(%v, %s) : (vector<3xf32>, f32) -> vector<3xf32>
  return
}
