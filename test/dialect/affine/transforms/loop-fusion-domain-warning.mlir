// A loop with a step other than 1 and a non-constant lower bound gets no
// stride constraint in the constraint systems: 13 warns "domain
// conservatively approximated" at the loop each time it builds its domain
// (with the loop in its custom form as the note).  Fusion's analyses build
// it as often as 13's do: stdout and stderr diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-fusion %s > %t.ours 2> %t.ours.err
// RUN: %upstream_opt -affine-loop-fusion %s > %t.up 2> %t.up.err
// RUN: diff %t.ours %t.up
// RUN: diff %t.ours.err %t.up.err
// RUN: FileCheck %s --input-file=%t.ours.err

// CHECK: warning: domain conservatively approximated
// CHECK: note: see current operation: affine.for
func @strided(%a: memref<20xf32>, %b: memref<20xf32>, %n: index) {
  %c = constant 1.0 : f32
  affine.for %j = affine_map<()[s0] -> (s0)>()[%n] to 16 step 2 {
    affine.store %c, %a[%j] : memref<20xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i] : memref<20xf32>
    affine.store %v, %b[%i] : memref<20xf32>
  }
  return
}
