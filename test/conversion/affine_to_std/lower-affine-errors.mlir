// -lower-affine on what it cannot lower: a semi-affine modulo, and a
// reduction kind 13 has no identity for.
// RUN: cmlir-opt -lower-affine %s -split-input-file -verify-diagnostics

func @semi(%a: index, %b: index) -> index {
  // expected-error@+1 {{semi-affine expressions (modulo by non-const) are not supported}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
  return %0 : index
}

// -----

func @red(%A: memref<10xf32>) -> f32 {
  // expected-error@+1 {{Reduction operation type not supported}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxf") -> f32 {
    %x = affine.load %A[%i] : memref<10xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
