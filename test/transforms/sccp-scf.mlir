// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp > %t.ours
// RUN: %upstream_opt %s -split-input-file -sccp > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Region-branch ops (scf.if / for / while): the regions entered given the
// constant operands, their arguments joined from what flows in, the op's
// results from what the regions yield.  An op whose results all become
// constants and that has no effects is erased with its regions.

// CHECK-LABEL: func @if_constant
// CHECK-NEXT: %[[C2:.*]] = constant 2 : i32
// CHECK-NEXT: constant 1 : i32
// CHECK-NEXT: constant true
// CHECK-NEXT: return %[[C2]] : i32
func @if_constant(%a: i32) -> i32 {
  %t = constant true
  %c1 = constant 1 : i32
  %r = scf.if %t -> i32 {
    %q = addi %c1, %c1 : i32
    scf.yield %q : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
// CHECK-LABEL: func @if_same_value
// CHECK-NEXT: %[[C1:.*]] = constant 1 : i32
// CHECK-NEXT: return %[[C1]] : i32
func @if_same_value(%a: i1) -> i32 {
  %c1 = constant 1 : i32
  %r = scf.if %a -> i32 {
    scf.yield %c1 : i32
  } else {
    %c2 = constant 1 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

// -----

// Blocks are rewritten in a stack order: the regions of the last op with
// regions in a block first, an op's else region before its then region;
// the constants they make go to the entry block in that order.
// CHECK-LABEL: func @rewrite_order
// CHECK-NEXT: constant 1 : i32
// CHECK-NEXT: constant 2 : i32
// CHECK-NEXT: constant 30 : i32
// CHECK-NEXT: constant 3 : i32
// CHECK-NEXT: constant 4 : i32
func @rewrite_order(%c: i1) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %x = constant 1 : i32
    scf.yield %x : i32
  } else {
    %y = constant 2 : i32
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %x = constant 3 : i32
    %z = constant 30 : i32
    scf.yield %x : i32
  } else {
    %y = constant 4 : i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}

// -----

// The region an scf.if with a constant false condition skips is not
// executable: nothing in it changes.  Ops with effects stay.
// CHECK-LABEL: func @if_no_else
// CHECK: scf.if %false {
// CHECK-NEXT: %[[K:.*]] = constant 1 : i32
// CHECK-NEXT: memref.store %[[K]]
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store %c2_i32
func @if_no_else(%c: i1, %m: memref<i32>) {
  %f = constant false
  scf.if %f {
    %x = constant 1 : i32
    memref.store %x, %m[] : memref<i32>
  }
  scf.if %c {
    %x = constant 2 : i32
    memref.store %x, %m[] : memref<i32>
  }
  return
}

// -----

// scf.for: the iteration arguments join the init values and what the body
// yields; the induction variable is overdefined.
// CHECK-LABEL: func @for_loops
// CHECK-NOT: addi %{{.*}}, %{{.*}} : i32
// CHECK: %[[R:.*]] = scf.for
// CHECK: addi %arg{{.*}}, %c1_i32 : i32
// CHECK: return %[[R]] : i32
func @for_loops(%lb: index, %ub: index) -> i32 {
  %c1 = constant 1 : index
  %c0 = constant 0 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %c0) -> i32 {
    %z = addi %acc, %acc : i32
    scf.yield %z : i32
  }
  %r2 = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %c0) -> i32 {
    %one = constant 1 : i32
    %z = addi %acc, %one : i32
    scf.yield %z : i32
  }
  return %r2 : i32
}
// CHECK-LABEL: func @for_effects
// CHECK: scf.for
// CHECK-NEXT: memref.store %c49_i32
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK: return %c7_i32 : i32
func @for_effects(%m: memref<i32>) -> i32 {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  %i0 = constant 7 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %i0) -> i32 {
    %k = muli %acc, %acc : i32
    memref.store %k, %m[] : memref<i32>
    scf.yield %acc : i32
  }
  return %r : i32
}

// -----

// scf.while: MLIR 13's does not look at the condition; the after region
// is always a successor.
// CHECK-LABEL: func @while_loop
// CHECK: scf.while (%[[A:.*]] = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%false) %[[A]] : i32
// CHECK: addi %{{.*}}, %c1_i32 : i32
func @while_loop(%a: i32) -> i32 {
  %c0 = constant 0 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %f = constant false
    scf.condition(%f) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = constant 1 : i32
    %n = addi %y, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
// CHECK-LABEL: func @while_invariant
// CHECK-NEXT: %[[C5:.*]] = constant 5 : i32
// CHECK: return %[[C5]] : i32
func @while_invariant(%c: i1) -> i32 {
  %c5 = constant 5 : i32
  %r = scf.while (%x = %c5) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// MLIR 13's scf.execute_region has no region-branch interface: its
// results are overdefined.
// CHECK-LABEL: func @execute_region
// CHECK: %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %c4_i32 : i32
// CHECK: return %[[R]] : i32
func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = constant 4 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
