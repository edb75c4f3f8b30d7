// -affine-super-vectorize where 13 breaks: an index constant defined in the
// loop and used by an access (13 keeps the scalar constant, erases it with
// the scalar loop and crashes) leaves the loop scalar; an affine.apply of a
// value from outside is rebuilt on vectors, which the verifier rejects
// after the pass, as in 13; an inner loop bounded by the IV of the loop
// vectorized (13 again keeps the scalar IV and crashes) stays scalar.
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8 test-fastest-varying=0" -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=FAST0

// CHECK-LABEL: func @cst_inside
// CHECK: affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT: constant 3 : index
// CHECK-NEXT: affine.load
func @cst_inside(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    %c = constant 3 : index
    %v = affine.load %A[%c, %i] : memref<64x64xf32>
    affine.store %v, %A[%c, %i] : memref<64x64xf32>
  }
  return
}

// -----

func @apply_uniform(%A: memref<64xindex>, %n: index) {
  affine.for %i = 0 to 64 {
    // expected-error@+1 {{'affine.apply' op operand #0 must be index, but got 'vector<8xindex>'}}
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
    affine.store %a, %A[%i] : memref<64xindex>
  }
  return
}

// -----

// CHECK-LABEL: func @tri
// CHECK: affine.for %[[I:.*]] = 0 to 64 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) step 8 {
// FAST0-LABEL: func @tri
// FAST0: affine.for %[[I:.*]] = 0 to 64 {
// FAST0-NEXT: affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
// FAST0-NEXT: affine.load
func @tri(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %v, %A[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
