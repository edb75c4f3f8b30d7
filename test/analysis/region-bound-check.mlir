// REQUIRES: upstream
// RUN: cmlir-opt -test-memref-bound-check %s -o /dev/null 2> %t.ours; %upstream_opt -test-memref-bound-check %s -o /dev/null 2> %t.theirs; diff %t.ours %t.theirs
// RUN: cmlir-opt -test-memref-bound-check -verify-diagnostics %s -o /dev/null

// Memref regions over the enclosing loops: an access reaching one past the
// end, one before the start, and one within bounds through a mod.
func @bounds(%A: memref<10x20xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.store %x, %A[%i, %j + 1] : memref<10x20xf32>
      // expected-error@above {{'affine.store' op memref out of upper bound access along dimension #2}}
      %v = affine.load %A[%i - 1, %j] : memref<10x20xf32>
      // expected-error@above {{'affine.load' op memref out of lower bound access along dimension #1}}
      %w = affine.load %A[%i, (%j + 7) mod 20] : memref<10x20xf32>
    }
  }
  return
}
