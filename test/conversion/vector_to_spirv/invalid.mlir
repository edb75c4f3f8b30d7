// -convert-vector-to-spirv errors (as mlir-opt-13's full conversion):
// ops it has no pattern for, vectors SPIR-V cannot hold, operands of the
// unconverted function whose type would change.
// RUN: cmlir-opt -convert-vector-to-spirv -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -convert-vector-to-spirv -split-input-file -verify-diagnostics %s

func @shuffle(%v: vector<4xf32>, %w: vector<4xf32>) {
  // expected-error @+1 {{failed to legalize operation 'vector.shuffle'}}
  %0 = vector.shuffle %v, %w [0, 4, 1] : vector<4xf32>, vector<4xf32>
  spv.Return
}

// -----

func @big(%a: f32) {
  // expected-error @+1 {{failed to legalize operation 'vector.broadcast'}}
  %0 = vector.broadcast %a : f32 to vector<5xf32>
  spv.Return
}

// -----

func @narrow(%u: vector<4xi8>) {
  // expected-error @+1 {{failed to legalize operation 'vector.bitcast'}}
  %0 = vector.bitcast %u : vector<4xi8> to vector<1xi32>
  spv.Return
}

// -----

func @std_return() {
  // expected-error @+1 {{failed to legalize operation 'std.return'}}
  return
}
