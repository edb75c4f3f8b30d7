// -parallel-loop-collapsing: each dimension is normalized to 0..n step 1
// (the original induction value recomputed at the start of the body), the
// dimensions listed by each collapsed-indices-<k> option become one
// dimension of a new loop (their product), split back with
// remi_signed / divi_signed.  Diffed with mlir-opt-13 with and without
// -canonicalize after it, locations included and in generic form.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=2,0 collapsed-indices-1=1})' -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=2,0 collapsed-indices-1=1})' -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=2,0 collapsed-indices-1=1}, canonicalize)' -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=2,0 collapsed-indices-1=1}, canonicalize)' -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-collapsing='collapsed-indices-0=0,1,2' -canonicalize %s > %t.ours3
// RUN: %upstream_opt -parallel-loop-collapsing='collapsed-indices-0=0,1,2' -canonicalize %s > %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-collapsing='collapsed-indices-0=1 collapsed-indices-1=2 collapsed-indices-2=0' -mlir-print-debuginfo %s > %t.ours4
// RUN: %upstream_opt -parallel-loop-collapsing='collapsed-indices-0=1 collapsed-indices-1=2 collapsed-indices-2=0' -mlir-print-debuginfo %s > %t.up4
// RUN: diff %t.ours4 %t.up4
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=2,0 collapsed-indices-1=1}, canonicalize)' %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-collapsing='collapsed-indices-0=0,1,2' -print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// DUMP: IR Dump After ParallelLoopCollapsing //
// HELP:      --parallel-loop-collapsing {{ *}}-   Collapse parallel loops to use less induction variables
// HELP-NEXT:   --collapsed-indices-0=<uint> {{ *}}- Which loop indices to combine 0th loop index
// HELP-NEXT:   --collapsed-indices-1=<uint> {{ *}}- Which loop indices to combine into the position 1 loop index
// HELP-NEXT:   --collapsed-indices-2=<uint> {{ *}}- Which loop indices to combine into the position 2 loop index

// CHECK-LABEL: func @mixed_bounds
// CHECK: scf.parallel (%[[A:.*]], %[[B:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK:   remi_signed %[[A]]
// CHECK:   divi_signed %[[A]]
// CHECK:   "test.use"
// CHECK:   scf.yield
func @mixed_bounds(%lb: index, %ub: index, %st: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %c9 = constant 9 : index
  scf.parallel (%i, %j, %k) = (%c0, %lb, %c1) to (%ub, %c9, %c4) step (%c1, %st, %c1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// All constant bounds: canonicalize folds the trip counts.
// CHECK-LABEL: func @constant_bounds
// CHECK: scf.parallel
func @constant_bounds() {
  %c0 = constant 0 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c7 = constant 7 : index
  %c17 = constant 17 : index
  scf.parallel (%i, %j, %k) = (%c2, %c0, %c3) to (%c17, %c7, %c5) step (%c3, %c2, %c5) {
    %s = addi %i, %j : index
    %t = muli %s, %k : index
    "test.use"(%t) : (index) -> ()
  }
  return
}

// Nested loops: the inner one is collapsed first.
// CHECK-LABEL: func @nested
// CHECK: scf.parallel
// CHECK: scf.parallel
func @nested(%n: index, %m: memref<?x?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%n, %n, %n) step (%c1, %c1, %c2) {
    scf.parallel (%x, %y, %z) = (%i, %j, %k) to (%n, %n, %n) step (%c2, %c2, %c1) {
      %v = memref.load %m[%x, %y, %z] : memref<?x?x?xf32>
      memref.store %v, %m[%z, %y, %x] : memref<?x?x?xf32>
    }
  }
  return
}
