// -lower-affine (MLIR 13's AffineToStandard): affine.apply / min / max
// expanded into std index arithmetic (mod, floordiv, ceildiv sequences),
// affine.for with min / max bounds and iter_args, affine.if with several
// constraints and results, affine.parallel with and without reductions,
// loads and stores; diffed with mlir-opt-13 in both forms.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -lower-affine %s > %t.ours
// RUN: %upstream_opt -lower-affine %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -lower-affine -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -lower-affine -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt -allow-unregistered-dialect -lower-affine %s | FileCheck %s

// CHECK-LABEL: func @e
// CHECK: remi_signed
// CHECK: divi_signed
// CHECK: scf.for
// CHECK: memref.load
// CHECK: scf.if
func @e(%a: index, %b: index, %A: memref<10x10xf32>) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * -1 + s0 * 3 - 7)>(%a)[%b]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  %4 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%a)
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv 5 + s0 * d0)>(%a)[%b]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1, 10)>(%a)[%b]
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b]
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b] to min affine_map<(d0) -> (d0 + 4, 10)>(%a) step 2 {
    %x = affine.load %A[%i, %i * 2 - 1] : memref<10x10xf32>
    affine.store %x, %A[%i, %a] : memref<10x10xf32>
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 3 == 0)>(%i)[%b] {
      affine.store %x, %A[%i, %i] : memref<10x10xf32>
    } else {
      affine.store %x, %A[0, 0] : memref<10x10xf32>
    }
  }
  return %0 : index
}

// CHECK-LABEL: func @p
// CHECK: scf.parallel
// CHECK: scf.reduce
func @p(%A: memref<10x10xf32>, %n: index) -> (f32, i32) {
  %c = constant 1 : i32
  %r:2 = affine.parallel (%i, %j) = (0, max(%n, 2)) to (10, min(%n + 3, 9)) step (1, 2) reduce ("addf", "muli") -> (f32, i32) {
    %x = affine.load %A[%i, %j] : memref<10x10xf32>
    affine.yield %x, %c : f32, i32
  }
  affine.parallel (%i) = (0) to (%n) {
    %x = affine.load %A[%i, %i] : memref<10x10xf32>
  }
  %s = affine.for %i = 0 to 10 iter_args(%acc = %c) -> (i32) {
    %y = addi %acc, %c : i32
    affine.yield %y : i32
  }
  %t = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> i32 {
    affine.yield %s : i32
  } else {
    affine.yield %c : i32
  }
  affine.if affine_set<() : (0 == 0)>() {
  }
  return %r#0, %t : f32, i32
}

func @f(%A: memref<100x100xf32>, %n: index, %v: f32) -> f32 {
  %c0 = constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 + s0, 10)>(%i)[%n] to %n step 2 {
      %x = affine.load %A[%i + 1, symbol(%n) * 2 + %j] : memref<100x100xf32>
      affine.store %x, %A[%i, %j] : memref<100x100xf32>
      affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>(%i)[%n] {
        affine.store %v, %A[%i, %i] : memref<100x100xf32>
      } else {
      }
    }
  }
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] iter_args(%acc = %v) -> (f32) {
    %y = addf %acc, %v : f32
    affine.yield %y : f32
  }
  %s = affine.if affine_set<(d0) : (d0 >= 0)>(%c0) -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %v : f32
  }
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (10, min(%n + 3, 100)) step (1, 3) {
    %z = affine.load %A[%i, %j] : memref<100x100xf32>
  }
  %p = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> f32 {
    %z = affine.load %A[%i, %i] : memref<100x100xf32>
    affine.yield %z : f32
  }
  return %s : f32
}
