// -test-gpu-greedy-parallel-loop-mapping (13's greedilyMapParallelSCFToGPU):
// blocks for the outermost loop, threads for the loops directly in its
// body, sequential for dimensions beyond three and deeper loops; loops
// already mapped (and the loops in them) and loops nested in other ops are
// left alone.  Diffed against mlir-opt-13.
// RUN: cmlir-opt -allow-unregistered-dialect -test-gpu-greedy-parallel-loop-mapping %s > %t
// RUN: %upstream_opt -test-gpu-greedy-parallel-loop-mapping %s > %t.up
// RUN: diff %t %t.up
// RUN: FileCheck %s < %t

// CHECK-LABEL: func @levels
// CHECK: processor = 6 : i64}]}
// CHECK: processor = 3 : i64}, {{.*}}processor = 4 : i64}, {{.*}}processor = 5 : i64}, {{.*}}processor = 6 : i64}]}
// CHECK: processor = 0 : i64}, {{.*}}processor = 1 : i64}, {{.*}}processor = 2 : i64}, {{.*}}processor = 6 : i64}, {{.*}}processor = 6 : i64}]}
func @levels(%n : index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%a, %b, %c, %d, %e) = (%c0, %c0, %c0, %c0, %c0) to (%n, %n, %n, %n, %n) step (%c1, %c1, %c1, %c1, %c1) {
    "test.op"() : () -> ()
    scf.parallel (%f, %g, %h, %i) = (%c0, %c0, %c0, %c0) to (%n, %n, %n, %n) step (%c1, %c1, %c1, %c1) {
      scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      }
    }
  }
  return
}

// CHECK-LABEL: func @mixed
func @mixed(%n : index, %c : i1) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%a) = (%c0) to (%n) step (%c1) {
    scf.if %c {
      scf.parallel (%b) = (%c0) to (%n) step (%c1) {
      }
    }
    scf.parallel (%b) = (%c0) to (%n) step (%c1) {
      scf.parallel (%d) = (%c0) to (%n) step (%c1) {
      }
    } {mapping = [{processor = 2, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}]}
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.parallel (%b, %d) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    }
  }
  scf.parallel (%a) = (%c0) to (%n) step (%c1) {
  } {mapping = "given"}
  return
}
