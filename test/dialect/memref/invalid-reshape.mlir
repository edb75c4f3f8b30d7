// memref.reshape verifier errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
// REQUIRES: upstream

func @elem(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xi32>
  return
}

// -----

func @source_map(%m: memref<4x1xf32, affine_map<(d0, d1) -> (d0 * 2 + d1)>>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32, affine_map<(d0, d1) -> (d0 * 2 + d1)>>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func @result_map(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  return
}

// -----

func @dynamic_shape(%m: memref<4x1xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----

func @rank(%m: memref<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func @shape_elem(%m: memref<4x1xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2xf32>) -> memref<4xf32>
  return
}

// -----

func @shape_rank(%m: memref<4x1xf32>, %s: memref<2x2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2x2xi32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2x2xi32>) -> memref<4xf32>
  return
}

// -----

func @source_tensor(%m: tensor<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be unranked.memref of any type values or memref of any type values, but got 'tensor<4x1xf32>'}}
  %0 = memref.reshape %m(%s) : (tensor<4x1xf32>, memref<2xi32>) -> memref<4xf32>
  return
}
