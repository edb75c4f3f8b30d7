// affine.for / if / yield / load / store / parallel: custom and generic
// forms diffed against mlir-opt-13, and round trips through both tools.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s > %t.gours
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.gup
// RUN: diff %t.gours %t.gup
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | cmlir-opt -allow-unregistered-dialect > %t.rt
// RUN: diff %t.rt %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | FileCheck %s

#map = affine_map<(d0)[s0] -> (d0 + s0, 10)>
// CHECK-LABEL: func @f
func @f(%A: memref<100x100xf32>, %n: index, %v: f32) -> f32 {
  %c0 = constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = max #map(%i)[%n] to %n step 2 {
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

// CHECK-LABEL: func @bounds
func @bounds(%n: index, %m: index) {
  // CHECK: affine.for %{{.*}} = #{{.*}}(%{{.*}}) to 100 step 4
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to 100 step 4 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0 - 3)>(%i)[%m] to min affine_map<(d0) -> (d0 + 8, 100)>(%i) {
      affine.for %k = %n to affine_map<()[s0] -> (s0 * 2)>()[%n] {
        "foo"(%k) : (index) -> ()
      } {attr = "x"}
    }
  }
  affine.for %i = -4 to 0 {
  }
  return
}

// CHECK-LABEL: func @ifs
func @ifs(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      "foo"() : () -> ()
    }
    affine.if affine_set<()[s0] : (s0 == 0)>()[%n] {
    } {tag = 1}
  }
  return
}

// CHECK-LABEL: func @par
func @par(%A: memref<10x10xf32>, %n: index) -> (f32, i32) {
  %c = constant 0 : i32
  %r:2 = affine.parallel (%i, %j) = (symbol(%n), 0) to (10, min(%n + 1, 2)) step (2, 5) reduce ("maxf", "addi") -> (f32, i32) {
    %x = affine.load %A[%i, %j] : memref<10x10xf32>
    affine.yield %x, %c : f32, i32
  } {marker}
  return %r#0, %r#1 : f32, i32
}
