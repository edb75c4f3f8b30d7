// -affine-super-vectorizer-test: -vector-shape-ratio (repeated) reports the
// ops with one vector result that is a multiple of the f32 sub-vector (and
// 13's NYI errors for other ops without results, the function included);
// -vectorize-affine-loop-nest vectorizes the only top-level loop by 4 (not
// a function with two); -compose-maps composes the test_affine_map ops'
// maps.  Diffed with mlir-opt-13 (the remarks on stderr).
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -vector-shape-ratio 4 -vector-shape-ratio 8 -split-input-file 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -affine-super-vectorizer-test -vector-shape-ratio 4 -vector-shape-ratio 8 -split-input-file 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -vector-shape-ratio=3 -vector-shape-ratio=2 -split-input-file 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -affine-super-vectorizer-test -vector-shape-ratio=3 -vector-shape-ratio=2 -split-input-file 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -vectorize-affine-loop-nest -split-input-file > %t.ours
// RUN: %upstream_opt %s -affine-super-vectorizer-test -vectorize-affine-loop-nest -split-input-file > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -vector-shape-ratio 4 -vector-shape-ratio 8 -split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: not cmlir-opt %s -affine-super-vectorizer-test -vector-shape-ratio 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not cmlir-opt %s -affine-super-vectorizer-test -vector-shape-ratio=x 2>&1 | FileCheck %s --check-prefix=BADVALUE

// CHECK: matched: %{{.*}} = constant dense<1.000000e+00> : vector<12x16xf32> with shape ratio: 3, 2
// NOVALUE: for the --vector-shape-ratio option: requires a value!
// BADVALUE: for the --vector-shape-ratio option: 'x' value invalid for integer argument!

func @ratios(%m: memref<?x?xf32>) -> vector<12x16xf32> {
  %c0 = constant 0 : index
  %pad = constant 0.0 : f32
  %a = constant dense<1.0> : vector<12x16xf32>
  %b = constant dense<1> : vector<2x3x8xi32>
  %c = constant dense<1.0> : vector<5x6xf32>
  %d = addf %a, %a : vector<12x16xf32>
  %t = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<3x24xf32>
  vector.transfer_write %t, %m[%c0, %c0] : vector<3x24xf32>, memref<?x?xf32>
  "test.two"() : () -> (vector<4x8xf32>, f32)
  return %d : vector<12x16xf32>
}

// -----

func @nest(%a: memref<16x32xf32>, %v: memref<16xf32>, %s: f32) {
  affine.for %i = 0 to 16 {
    %x = affine.load %v[%i] : memref<16xf32>
    %y = addf %x, %s : f32
    affine.for %j = 0 to 32 {
      %e = affine.load %a[%i, %j] : memref<16x32xf32>
      %f = mulf %e, %y : f32
      affine.store %f, %a[%i, %j] : memref<16x32xf32>
    }
    affine.store %y, %v[%i] : memref<16xf32>
  }
  return
}

// -----

func @two_nests(%v: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %v[%i] : memref<16xf32>
    affine.store %x, %v[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %x = affine.load %v[%i] : memref<16xf32>
    affine.store %x, %v[%i] : memref<16xf32>
  }
  return
}
