// -affine-loop-tile with `separate`: full tiles in the then block of an
// affine.if guarding that every other upper bound allows a full tile,
// partial tiles in the else block; diffed against mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-tile='tile-size=16 separate' %s 2>/dev/null > %t.ours
// RUN: %upstream_opt -affine-loop-tile='tile-size=16 separate' %s 2>/dev/null > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-tile='tile-sizes=8 tile-sizes=5 separate' %s 2>/dev/null > %t.ours
// RUN: %upstream_opt -affine-loop-tile='tile-sizes=8 tile-sizes=5 separate' %s 2>/dev/null > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-tile='tile-size=16 separate' %s 2>/dev/null | FileCheck %s

// CHECK-DAG: #[[SYM:.*]] = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 - 16 >= 0, -d1 + s1 - 16 >= 0)>
// CHECK-LABEL: func @symbolic
// CHECK: affine.if #[[SYM]](%{{.*}}, %{{.*}})[%{{.*}}, %{{.*}}] {
// CHECK: } else {
func @symbolic(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func @constant_partial(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

func @multi_result_min(%A: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 70, s0 * 3)>()[%n] {
    affine.for %j = 0 to 12 {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func @symbolic_lb(%A: memref<?xf32>, %lo: index, %hi: index) {
  affine.for %i = %lo to %hi {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

func @nonunit_step(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

func @nested_in_outer(%A: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
    }
    "test.use"() : () -> ()
  }
  return
}
