// Found by test/random (seed 5 of the first run).
// Fixed on main since; kept as a regression test.
// Was a cmlir bug: -convert-memref-to-llvm materialises the descriptor of a memref
// block argument at its first use; when that first use is inside a nested
// region (here an scf.if), later uses outside the region reuse the value and
// the result fails verification with "operand #0 does not dominate this use".
// Upstream 13 lowers this fine.
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | FileCheck %s
// CHECK: llvm.func @f
// CHECK: llvm.return

func @f(%m: memref<2xi64>, %c: i1) -> i64 {
  %c0 = constant 0 : index
  scf.if %c {
    %v = memref.load %m[%c0] : memref<2xi64>
  }
  %w = memref.load %m[%c0] : memref<2xi64>
  return %w : i64
}
