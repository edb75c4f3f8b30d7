// -for-loop-specialization / -parallel-loop-specialization: a loop whose
// upper bound(s) come from affine.min with a constant result is copied
// under `scf.if <bound == constant>` with the constant bound, the original
// loop in the else branch.  Diffed with mlir-opt-13 (locations included,
// and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -for-loop-specialization -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -for-loop-specialization -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-specialization -split-input-file -mlir-print-debuginfo %s > %t.ours2
// RUN: %upstream_opt -parallel-loop-specialization -split-input-file -mlir-print-debuginfo %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(for-loop-specialization, parallel-loop-specialization)' -split-input-file -mlir-print-op-generic %s > %t.ours3
// RUN: %upstream_opt -pass-pipeline='func(for-loop-specialization, parallel-loop-specialization)' -split-input-file -mlir-print-op-generic %s > %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: cmlir-opt -allow-unregistered-dialect -for-loop-specialization -split-input-file %s | FileCheck %s --check-prefix=FOR
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-specialization -split-input-file %s | FileCheck %s --check-prefix=PAR
// RUN: cmlir-opt -allow-unregistered-dialect -for-loop-specialization -parallel-loop-specialization -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// DUMP: IR Dump After SCFForLoopSpecialization //
// DUMP: IR Dump After SCFParallelLoopSpecialization //
// HELP: --for-loop-specialization {{ *}}-   Specialize `for` loops for vectorization
// HELP: --parallel-loop-specialization {{ *}}-   Specialize parallel loops for vectorization

#lim = affine_map<(d0)[s0] -> (16, d0 - s0, 8)>

// FOR-LABEL: func @for_loop(
// FOR: %[[MIN:.*]] = affine.min
// FOR: %[[C8:.*]] = constant 8 : index
// FOR: %[[P:.*]] = cmpi eq, %[[MIN]], %[[C8]] : index
// FOR: scf.if %[[P]] {
// FOR:   scf.for %{{.*}} = %{{.*}} to %[[C8]] step
// FOR:     "test.use"(%{{.*}}, %[[C8]])
// FOR: } else {
// FOR:   scf.for %{{.*}} = %{{.*}} to %[[MIN]] step
// FOR:     "test.use"(%{{.*}}, %[[MIN]])
// PAR-LABEL: func @for_loop(
// PAR-NOT: scf.if
func @for_loop(%a: index, %b: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %ub = affine.min #lim(%a)[%b]
  scf.for %i = %c0 to %ub step %c1 {
    "test.use"(%i, %ub) : (index, index) -> ()
  }
  return
}

// -----

#l1 = affine_map<()[s0] -> (4, s0)>
#l2 = affine_map<(d0) -> (d0 * 2, 32, 64)>

// PAR-LABEL: func @parallel_loop(
// PAR: %[[M1:.*]] = affine.min
// PAR: %[[M2:.*]] = affine.min
// PAR: %[[C4:.*]] = constant 4 : index
// PAR: %[[P1:.*]] = cmpi eq, %[[M1]], %[[C4]] : index
// PAR: %[[C32:.*]] = constant 32 : index
// PAR: %[[P2:.*]] = cmpi eq, %[[M2]], %[[C32]] : index
// PAR: %[[P:.*]] = and %[[P1]], %[[P2]] : i1
// PAR: scf.if %[[P]] {
// PAR:   scf.parallel {{.*}} to (%[[C4]], %[[C32]])
// PAR: } else {
// PAR:   scf.parallel {{.*}} to (%[[M1]], %[[M2]])
func @parallel_loop(%a: index, %m: memref<?x?xf32>, %f: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %u1 = affine.min #l1()[%a]
  %u2 = affine.min #l2(%a)
  scf.parallel (%i, %j) = (%c0, %c0) to (%u1, %u2) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// Nested loops: the inner one is specialized first, then the outer one
// (whose copies contain the specialized inner loop).  Bounds that are not
// affine.min, or affine.min without a constant, are left alone; so is a
// parallel loop with one bound of that kind.
// FOR-LABEL: func @nested(
// FOR-COUNT-3: scf.if
// PAR-LABEL: func @nested(
// PAR-NOT: scf.if
func @nested(%a: index, %b: index, %m: memref<?x?xf32>, %f: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %u1 = affine.min affine_map<()[s0] -> (3, s0)>()[%a]
  %u2 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  scf.for %i = %c0 to %u1 step %c1 {
    scf.for %j = %c0 to %u1 step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %i = %c0 to %u2 step %c1 {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  scf.for %i = %c0 to %a step %c1 {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%u1, %a) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
