// RUN: cmlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion > %t.ours
// RUN: %upstream_opt %s -loop-invariant-code-motion > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// CHECK-LABEL: func @simple
func @simple(%m: memref<10xf32>, %a: i32, %b: i32) {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  // CHECK: %[[X:.*]] = addi %arg1, %arg2
  // CHECK-NEXT: %[[Y:.*]] = muli %[[X]], %[[X]]
  // CHECK-NEXT: scf.for %[[I:.*]] =
  scf.for %i = %c0 to %c10 step %c1 {
    // CHECK-NEXT: %[[Z:.*]] = index_cast %[[I]]
    // CHECK-NEXT: memref.load
    // CHECK-NEXT: memref.store
    %0 = addi %a, %b : i32
    %1 = muli %0, %0 : i32
    %2 = index_cast %i : index to i32
    %v = memref.load %m[%i] : memref<10xf32>
    memref.store %v, %m[%c0] : memref<10xf32>
  }
  return
}

// Inner loops first: an op invariant in both loops moves out of both; an
// op depending on the outer induction variable moves only out of the
// inner loop.
// CHECK-LABEL: func @nested
func @nested(%a: index) {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  // CHECK: addi %arg0, %arg0
  // CHECK-NEXT: scf.for %[[I:.*]] =
  // CHECK-NEXT: muli %[[I]], %arg0
  // CHECK-NEXT: scf.for
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %0 = addi %a, %a : index
      %1 = muli %i, %a : index
      "foo.use"(%0, %1, %j) : (index, index, index) -> ()
    }
  }
  return
}

// Unknown ops and ops with effects stay; so do ops with regions unless
// recursively free of effects.
// CHECK-LABEL: func @effects
func @effects(%a: i32) {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  // CHECK: scf.for
  // CHECK-NEXT: "foo.op"
  // CHECK-NEXT: memref.alloc
  // CHECK-NEXT: scf.if
  scf.for %i = %c0 to %c10 step %c1 {
    %0 = "foo.op"(%a) : (i32) -> i32
    %m = memref.alloc() : memref<4xf32>
    %c = constant true
    scf.if %c {
      "foo.other"() : () -> ()
    }
  }
  return
}

// A loop with iteration arguments and a while loop.
// CHECK-LABEL: func @iter
func @iter(%a: i32) -> i32 {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  // CHECK: %[[S:.*]] = addi %arg0, %arg0
  // CHECK-NEXT: scf.for
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    %s = addi %a, %a : i32
    %t = addi %x, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}
