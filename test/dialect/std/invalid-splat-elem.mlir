// splat takes a signless integer, index or float operand: any other element
// type of the tensor or vector is rejected on the operand (13's constraint).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @complex_elem(%c: complex<f64>) {
  // expected-error@+1 {{'std.splat' op operand #0 must be integer/index/float type, but got 'complex<f64>'}}
  %0 = splat %c : tensor<2x2xcomplex<f64>>
  return
}

// -----

func @vector_elem(%v: vector<3xi8>) {
  // expected-error@+1 {{'std.splat' op operand #0 must be integer/index/float type, but got 'vector<3xi8>'}}
  %0 = splat %v : tensor<3xvector<3xi8>>
  return
}

// -----

func @signed_elem(%s: si16) {
  // expected-error@+1 {{'std.splat' op operand #0 must be integer/index/float type, but got 'si16'}}
  %0 = splat %s : vector<8xsi16>
  return
}

// -----

func @tensor_operand(%t: tensor<2xf32>) {
  // expected-error@+1 {{'std.splat' op operand #0 must be integer/index/float type, but got 'tensor<2xf32>'}}
  %0 = "std.splat"(%t) : (tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func @fine(%i: index, %f: bf16) -> (tensor<2xindex>, vector<4xbf16>) {
  %0 = splat %i : tensor<2xindex>
  %1 = splat %f : vector<4xbf16>
  return %0, %1 : tensor<2xindex>, vector<4xbf16>
}
