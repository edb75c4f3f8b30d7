// Found by test/random (seed 7 of the second run).
// Fixed on main since; kept as a regression test.
// Was a cmlir bug: -convert-memref-to-llvm materialises the i64 form of an index
// operand (here %c0 / %c1, still std.constant at that point) at its first
// use by a memref op; after -convert-scf-to-std that first use is in the
// loop body block, which does not dominate the later store, and the output
// fails verification ("operand #1 does not dominate this use").  Probably
// the same root cause as memref-arg-cast-dominance.mlir.  Upstream 13 lowers
// this fine.
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm %s | FileCheck %s
// CHECK: llvm.store
// CHECK: llvm.store

func @f(%m: memref<4x4xf32>, %n: memref<2x1xf32>, %f: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d = memref.dim %m, %c1 : memref<4x4xf32>
  %d2 = memref.dim %n, %c1 : memref<2x1xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %f, %n[%c1, %c0] : memref<2x1xf32>
  }
  memref.store %f, %m[%c1, %c0] : memref<4x4xf32>
  return
}
