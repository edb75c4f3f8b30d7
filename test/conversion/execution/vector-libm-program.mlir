// Vector math through libm and the vector dialect down to LLVM, run by
// cmlir-cpu-runner: -convert-math-to-libm unrolls the 1-D vector ops into
// libm calls, -convert-vector-to-llvm lowers broadcast / insert / extract /
// extractelement / insertelement / print, -convert-std-to-llvm the rest.
// vector-libm-program-upstream.test checks that MLIR 13 produces the same
// IR and output.
// REQUIRES: jit
// RUN: cmlir-opt -convert-math-to-libm -convert-vector-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func @main() {
  %half = constant 0.5 : f32
  %one = constant 1.0 : f64
  %q = constant 0.25 : f64
  %i = constant 1 : i32
  // a vector<4xf32> of 0.5, its second lane set to 1.0
  %v0 = vector.broadcast %half : f32 to vector<4xf32>
  %onef = constant 1.0 : f32
  %v = vector.insertelement %onef, %v0[%i : i32] : vector<4xf32>
  // CHECK: ( 0.5, 1, 0.5, 0.5 )
  vector.print %v : vector<4xf32>
  // CHECK-NEXT: ( 0.462117, 0.761594, 0.462117, 0.462117 )
  %t = math.tanh %v : vector<4xf32>
  vector.print %t : vector<4xf32>
  // CHECK-NEXT: 0.761594
  %t1 = vector.extractelement %t[%i : i32] : vector<4xf32>
  vector.print %t1 : f32
  // f64: expm1 and atan2 on vector<2xf64>
  %w0 = vector.broadcast %q : f64 to vector<2xf64>
  %w = vector.insert %one, %w0[1] : f64 into vector<2xf64>
  // CHECK-NEXT: ( 0.284025, 1.71828 )
  %e = math.expm1 %w : vector<2xf64>
  vector.print %e : vector<2xf64>
  // CHECK-NEXT: ( 0.785398, 0.785398 )
  %a = math.atan2 %w, %w : vector<2xf64>
  vector.print %a : vector<2xf64>
  // a 2-D vector built by broadcast, updated and read through insert /
  // extract (n-D: arrays of 1-D vectors)
  %m0 = vector.broadcast %t : vector<4xf32> to vector<2x4xf32>
  %m = vector.insert %onef, %m0[1, 3] : f32 into vector<2x4xf32>
  // CHECK-NEXT: ( ( 0.462117, 0.761594, 0.462117, 0.462117 ), ( 0.462117, 0.761594, 0.462117, 1 ) )
  vector.print %m : vector<2x4xf32>
  // (row 0: MLIR 13 folds an extract of row 1 to the broadcast row,
  // wrongly, through the insert at [1, 3]; see docs/vector.md)
  %row = vector.extract %m[0] : vector<2x4xf32>
  %x = vector.extract %m[1, 3] : vector<2x4xf32>
  // CHECK-NEXT: ( 0.462117, 0.761594, 0.462117, 0.462117 )
  vector.print %row : vector<4xf32>
  // CHECK-NEXT: 1
  vector.print %x : f32
  // integers, index and i1
  %iv = vector.broadcast %i : i32 to vector<3xi32>
  %m1 = constant -1 : i32
  %c2 = constant 2 : i32
  %iv2 = vector.insertelement %m1, %iv[%c2 : i32] : vector<3xi32>
  // CHECK-NEXT: ( 1, 1, -1 )
  vector.print %iv2 : vector<3xi32>
  %idx = constant 42 : index
  // CHECK-NEXT: 42
  vector.print %idx : index
  %true = constant true
  // CHECK-NEXT: 1
  vector.print %true : i1
  return
}
