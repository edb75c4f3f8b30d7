// RUN: cmlir-opt -allow-unregistered-dialect %s -cse | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -pass-pipeline='func(cse)' | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -cse -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -cse -mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// CHECK-LABEL: func @simple
func @simple(%a: i32, %b: i32) -> (i32, i32, i32) {
  // CHECK-NEXT: %[[X:.*]] = addi %arg0, %arg1
  // CHECK-NEXT: %[[Y:.*]] = addi %arg1, %arg0
  // CHECK-NEXT: return %[[X]], %[[X]], %[[Y]]
  %0 = addi %a, %b : i32
  %1 = addi %a, %b : i32
  %2 = addi %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// Constants with equal values and types merge; different types do not.
// CHECK-LABEL: func @constants
func @constants() -> (i32, i32, i64, i32) {
  // CHECK-NEXT: %[[C:.*]] = constant 1 : i32
  // CHECK-NEXT: %[[D:.*]] = constant 1 : i64
  // CHECK-NEXT: %[[E:.*]] = constant 2 : i32
  // CHECK-NEXT: return %[[C]], %[[C]], %[[D]], %[[E]]
  %0 = constant 1 : i32
  %1 = constant 1 : i32
  %2 = constant 1 : i64
  %3 = constant 2 : i32
  return %0, %1, %2, %3 : i32, i32, i64, i32
}

// Trivially dead ops are erased: no effect, reads, allocations of their
// own results (the constant was still used when it was visited).  Loads,
// stores and unknown ops are never merged.
// CHECK-LABEL: func @effects
func @effects(%m: memref<4xf32>, %i: index) {
  // CHECK-NEXT: constant 1
  // CHECK-NEXT: memref.load
  // CHECK-NEXT: memref.load
  // CHECK-NEXT: "foo.op"
  // CHECK-NEXT: "foo.op"
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: return
  %dead = memref.alloc() : memref<4xf32>
  %dead2 = memref.load %m[%i] : memref<4xf32>
  %c = constant 1 : i32
  %d = muli %c, %c : i32
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  %u = "foo.op"() : () -> i32
  %v = "foo.op"() : () -> i32
  memref.store %0, %m[%i] : memref<4xf32>
  memref.store %1, %m[%i] : memref<4xf32>
  return
}

// Dominance: an op in a block dominated by another's block is replaced;
// ops in sibling blocks are not.
// CHECK-LABEL: func @cfg
func @cfg(%c: i1, %a: i32) -> i32 {
  // CHECK: %[[X:.*]] = addi %arg1, %arg1
  %0 = addi %a, %a : i32
  cond_br %c, ^bb1, ^bb2
^bb1:
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[Y:.*]] = muli %[[X]], %[[X]]
  %1 = addi %a, %a : i32
  %2 = muli %1, %1 : i32
  br ^bb3(%2 : i32)
^bb2:
  // CHECK: ^bb2:
  // CHECK-NEXT: %[[Z:.*]] = muli %[[X]], %[[X]]
  %3 = muli %0, %0 : i32
  br ^bb3(%3 : i32)
^bb3(%r: i32):
  // CHECK: ^bb3(%[[R:.*]]: i32):
  // CHECK-NEXT: %[[W:.*]] = muli %[[X]], %[[X]]
  %4 = muli %0, %0 : i32
  %5 = addi %r, %4 : i32
  return %5 : i32
}

// Ops with regions are not merged.  Regions of unregistered ops might be
// isolated from above: they start a new scope.
// CHECK-LABEL: func @nested
func @nested(%a: i32) {
  // CHECK-NEXT: %[[X:.*]] = addi
  %0 = addi %a, %a : i32
  // CHECK-NEXT: "foo.region"() ( {
  "foo.region"() ({
    // CHECK-NEXT: %[[Y:.*]] = addi
    // CHECK-NEXT: "foo.use"(%[[Y]])
    %1 = addi %a, %a : i32
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  "foo.region"() ({
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
  return
}

// A location: the kept op takes the removed op's location if its own is
// unknown.
// CHECK-LABEL: func @loc
func @loc(%a: i32) -> (i32, i32) {
  %0 = addi %a, %a : i32 loc(unknown)
  %1 = addi %a, %a : i32 loc("here":1:2)
  return %0, %1 : i32, i32
}

// Unreachable blocks are left alone.
// CHECK-LABEL: func @unreachable
func @unreachable(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  return %0 : i32
^bb1:
  // CHECK: ^bb1:
  // CHECK-NEXT: addi
  // CHECK-NEXT: addi
  %1 = addi %a, %a : i32
  %2 = addi %a, %a : i32
  return %2 : i32
}
