// memref.reshape to a ranked result is lowered by -std-expand only: without
// it the op is left with converted operands and fails to verify, as in
// mlir-opt-13 (reshape-invalid-upstream.test diffs the stderr).
// RUN: cmlir-opt -verify-diagnostics -convert-memref-to-llvm -convert-std-to-llvm %s

func @ranked(%arg: memref<4x3xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  // expected-error@+1 {{'memref.reshape' op operand #0 must be unranked.memref of any type values or memref of any type values, but got '!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>'}}
  %r = memref.reshape %arg(%shape) : (memref<4x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
