// -parallel-loop-fusion leaves a first loop with reductions alone
// (mlir-opt-13 crashes here: it erases the loop whose result is used).
// RUN: cmlir-opt -parallel-loop-fusion %s | FileCheck %s

// CHECK-LABEL: func @reduction_first
// CHECK: %[[R:.*]] = scf.parallel {{.*}} init
// CHECK: scf.reduce
// CHECK: scf.parallel
// CHECK: memref.store
// CHECK: return %[[R]]
func @reduction_first(%n: index, %m: memref<?xf32>, %f: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return %r : f32
}
