// -convert-scf-to-std: the CFG produced for each scf op, checked with
// FileCheck and diffed against mlir-opt-13's output (custom, generic and
// debuginfo forms: blocks, values and locations are created in the same
// order).
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std %s > %t.ours && %upstream_opt -convert-scf-to-std %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std -mlir-print-op-generic %s > %t.gours && %upstream_opt -convert-scf-to-std -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std -mlir-print-debuginfo %s > %t.dours && %upstream_opt -convert-scf-to-std -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std %s | %upstream_opt | FileCheck %s
// REQUIRES: upstream

// CHECK-LABEL: func @for1(
// CHECK-SAME: %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[ST:[a-z0-9]+]]: index, %[[X:[a-z0-9]+]]: f32
// CHECK-NEXT: br ^bb1(%[[LB]], %[[X]] : index, f32)
// CHECK-NEXT: ^bb1(%[[IV:.*]]: index, %[[A:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %[[C:.*]] = cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT: cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %[[S:.*]] = addf %[[A]], %[[A]] : f32
// CHECK-NEXT: %[[N:.*]] = addi %[[IV]], %[[ST]] : index
// CHECK-NEXT: br ^bb1(%[[N]], %[[S]] : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %[[A]] : f32

// CHECK-LABEL: func @if0(
// CHECK-NEXT: cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "a"() : () -> ()
// CHECK-NEXT: br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return

// A result block, then a branch to the rest of the parent block.
// CHECK-LABEL: func @if1(
// CHECK: ^bb3(%[[R:.*]]: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %[[R]] : f32

// CHECK-LABEL: func @while1(
// CHECK-NEXT: br ^bb1(%{{.*}} : f32)
// CHECK-NEXT: ^bb1(%[[W:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %[[WC:.*]] = "cond"(%[[W]]) : (f32) -> i1
// CHECK-NEXT: cond_br %[[WC]], ^bb2(%[[W]] : f32), ^bb3
// CHECK: br ^bb1(%{{.*}} : f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %[[W]] : f32

// CHECK-LABEL: func @exec(
// CHECK-NEXT: br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %[[V:.*]] = "val"() : () -> i32
// CHECK-NEXT: br ^bb2(%[[V]] : i32)
// CHECK-NEXT: ^bb2(%[[E:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT: return %[[E]] : i32

// A 2-d parallel loop with a reduction: two nested counted loops, the
// reduction inlined with the iteration value as its first argument.
// CHECK-LABEL: func @par(
// CHECK-NEXT: br ^bb1(%{{.*}}, %{{.*}} : index, f32)
// CHECK-NEXT: ^bb1(%[[I:.*]]: index, %[[ACC0:.*]]: f32):  // 2 preds: ^bb0, ^bb5
// CHECK: ^bb3(%[[J:.*]]: index, %[[ACC:.*]]: f32):  // 2 preds: ^bb2, ^bb4
// CHECK: %[[PV:.*]] = "val"(%[[I]], %[[J]]) : (index, index) -> f32
// CHECK-NEXT: %[[SUM:.*]] = addf %[[ACC]], %[[PV]] : f32
// CHECK-NEXT: addi %[[J]]
// CHECK-NEXT: br ^bb3(%{{.*}}, %[[SUM]] : index, f32)
// CHECK: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %[[ACC0]] : f32

func @for1(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %s = addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func @for0(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "use"(%i) : (index) -> ()
  }
  return
}
func @if0(%c: i1) {
  scf.if %c {
    "a"() : () -> ()
  }
  return
}
func @if1(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %s = addf %x, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func @while1(%c: i1, %x: f32) -> f32 {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    %v = "cond"(%a) : (f32) -> i1
    scf.condition(%v) %a : f32
  } do {
  ^bb0(%b: f32):
    %n = "next"(%b) : (f32) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}
func @exec(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    %x = "val"() : () -> i32
    scf.yield %x : i32
  }
  return %v : i32
}
func @par(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    %v = "val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = addf %l, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
