// -convert-parallel-loops-to-gpu on invalid mappings: the error is
// reported on the loop, which stays (as in 13, the pass does not fail).
// The first case is checked against mlir-opt-13; 13 crashes on the others
// (a processor out of range, maps of several dimensions, fewer entries
// than loop dimensions), which cmlir reports.
// RUN: cmlir-opt -convert-parallel-loops-to-gpu -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: %upstream_opt -convert-parallel-loops-to-gpu -verify-diagnostics %S/Inputs/not-a-mapping.mlir
// RUN: cmlir-opt -convert-parallel-loops-to-gpu -verify-diagnostics %S/Inputs/not-a-mapping.mlir


// CHECK-LABEL: func @not_a_dict
// CHECK: scf.parallel
// CHECK-NOT: gpu.launch
func @not_a_dict(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } { mapping = [{processor = 1, map = affine_map<(d0) -> (d0)>}] }
  return
}

// -----

// CHECK-LABEL: func @bad_processor
func @bad_processor(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } { mapping = [{processor = 7, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}

// -----

// CHECK-LABEL: func @two_dim_map
func @two_dim_map(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } { mapping = [{processor = 1, map = affine_map<(d0, d1) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}

// -----

// CHECK-LABEL: func @too_few
func @too_few(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected a mapping attribute for each of the 2 loop dimensions}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
  } { mapping = [{processor = 1, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}

// -----

// A nested loop's error.
// CHECK-LABEL: func @nested
func @nested(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    } { mapping = ["thread"] }
  } { mapping = [{processor = 1, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}

// -----

// CHECK-LABEL: func @two_results
func @two_results(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } { mapping = [{processor = 1, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0, d0)>}] }
  return
}

// -----

// CHECK-LABEL: func @symbols
func @symbols(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } { mapping = [{processor = 1, map = affine_map<(d0)[s0] -> (d0 + s0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}
