// -affine-super-vectorizer-test -compose-maps: the maps of the
// "test_affine_map" ops of a function, each composed into the next one
// (symbols of the inner map after the outer's), simplified, in a remark.
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -compose-maps -split-input-file 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -affine-super-vectorizer-test -compose-maps -split-input-file 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -affine-super-vectorizer-test -compose-maps -split-input-file 2>&1 > /dev/null | FileCheck %s

// CHECK: Composed map: (d0, d1)[s0] -> (d0 * 3 + d1 + s0)
func @sum() {
  "test_affine_map"() {affine_map = affine_map<(d0, d1)[s0] -> (d0 + d1, d0 * 2 + s0)>} : () -> ()
  "test_affine_map"() {affine_map = affine_map<(d0, d1) -> (d0 + d1)>} : () -> ()
  return
}

// -----

func @divs() {
  "test_affine_map"() {affine_map = affine_map<(d0)[s0] -> (d0 * 4 + s0, d0 floordiv 2)>} : () -> ()
  "test_affine_map"() {affine_map = affine_map<(d0, d1)[s0] -> (d0 mod 8 + s0, d1 ceildiv 3)>} : () -> ()
  "test_affine_map"() {affine_map = affine_map<(d0, d1)[s0] -> (d0 - d1 * s0)>} : () -> ()
  return
}

// -----

func @identity() {
  "test_affine_map"() {affine_map = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
  "test_affine_map"() {affine_map = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
  return
}
