// mlir-opt-13 prints several result types of scf.execute_region as a bare
// list (`-> i32, f32`) that neither tool reads back; the printed text is
// the same as upstream's.
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | not cmlir-opt 2>&1 | FileCheck %s --check-prefix=REPARSE
// RUN: cmlir-opt %s | not %upstream_opt 2>&1 | FileCheck %s --check-prefix=REPARSE
// REQUIRES: upstream

// CHECK: %{{.*}}:2 = scf.execute_region -> i32, f32 {
// REPARSE: error: expected '{' to begin a region
func @two_results(%x: f32) -> f32 {
  %r:2 = scf.execute_region -> (i32, f32) {
    %c = constant 1 : i32
    scf.yield %c, %x : i32, f32
  }
  return %r#1 : f32
}
