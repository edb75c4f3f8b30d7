// Custom forms of every scf op: our output equals mlir-opt-13's (custom and
// generic form), both tools read our output back, and the generic form
// parses back to the same custom form.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @for_loops(
func @for_loops(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  // CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
  // CHECK-NEXT: scf.for %{{.*}} = %[[I]] to %{{.*}} step %{{.*}} {
  // CHECK-NEXT: "use"(%[[I]]) : (index) -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %i to %ub step %st {
      "use"(%i) : (index) -> ()
    }
  }
  // An explicit empty yield is elided like the implicit one.
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %st {
    scf.yield
  }
  // CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (f32, f32) {
  // CHECK-NEXT: %[[S:.*]] = addf %[[A]], %[[B]] : f32
  // CHECK-NEXT: scf.yield %[[S]], %[[A]] : f32, f32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  }
  // One result still prints its type in parentheses; attributes follow.
  // CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {
  // CHECK: } {tag = "t"}
  %one = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  } {tag = "t"}
  // An unregistered last op is no terminator: a yield is added after it.
  // CHECK: scf.for
  // CHECK-NEXT: "unknown.last"() : () -> ()
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %st {
    "unknown.last"() : () -> ()
  }
  // CHECK: return %[[R]]#0 : f32
  return %r#0 : f32
}

// CHECK-LABEL: func @if_ops(
func @if_ops(%c: i1, %x: f32, %y: i32) -> (f32, i32) {
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: "then"() : () -> ()
  // CHECK-NEXT: }
  scf.if %c {
    "then"() : () -> ()
  }
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "else"() : () -> ()
  // CHECK-NEXT: }
  scf.if %c {
  } else {
    "else"() : () -> ()
  }
  // CHECK: %[[V:.*]]:2 = scf.if %{{.*}} -> (f32, i32) {
  // CHECK-NEXT: scf.yield %{{.*}}, %{{.*}} : f32, i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[Z:.*]] = constant 0 : i32
  // CHECK-NEXT: scf.yield %{{.*}}, %[[Z]] : f32, i32
  // CHECK-NEXT: } {hint}
  %v:2 = scf.if %c -> (f32, i32) {
    scf.yield %x, %y : f32, i32
  } else {
    %z = constant 0 : i32
    scf.yield %x, %z : f32, i32
  } {hint}
  // CHECK: scf.if %{{.*}} -> (f32) {
  %w = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return %v#0, %v#1 : f32, i32
}

// CHECK-LABEL: func @while_ops(
func @while_ops(%c: i1, %x: f32, %i: index) -> f32 {
  // CHECK: %[[W:.*]]:2 = scf.while (%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) : (f32, index) -> (f32, index) {
  // CHECK-NEXT: scf.condition(%{{.*}}) %[[A]], %[[B]] : f32, index
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %[[D:.*]]: index):  // no predecessors
  // CHECK-NEXT: scf.yield %[[C]], %[[D]] : f32, index
  // CHECK-NEXT: }
  %w:2 = scf.while (%a = %x, %b = %i) : (f32, index) -> (f32, index) {
    scf.condition(%c) %a, %b : f32, index
  } do {
  ^bb0(%p: f32, %q: index):
    scf.yield %p, %q : f32, index
  }
  // CHECK: scf.while : () -> () {
  // CHECK-NEXT: scf.condition(%{{.*}})
  // CHECK-NEXT: } do {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: } attributes {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  // The results may differ from the inits; a single result prints bare.
  // CHECK: scf.while (%{{.*}} = %{{.*}}) : (index) -> f32 {
  %r = scf.while (%a = %i) : (index) -> f32 {
    %v = "compute"(%a) : (index) -> f32
    scf.condition(%c) {note} %v : f32
  } do {
  ^bb0(%v: f32):
    %n = "next"(%v) : (f32) -> index
    scf.yield %n : index
  }
  return %r : f32
}

// CHECK-LABEL: func @parallel_ops(
func @parallel_ops(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) {
  // CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
  // CHECK-NEXT: "body"(%[[I]], %[[J]]) : (index, index) -> ()
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "body"(%i, %j) : (index, index) -> ()
  }
  // CHECK: %{{.*}}:2 = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}, %{{.*}}) -> (f32, i32) {
  // CHECK-NEXT: scf.reduce(%{{.*}})  : f32 {
  // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):  // no predecessors
  // CHECK-NEXT: %[[S:.*]] = addf %[[L]], %[[R]] : f32
  // CHECK-NEXT: scf.reduce.return %[[S]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.reduce(%{{.*}})  : i32 {
  // CHECK: scf.reduce.return %{{.*}} : i32
  // CHECK-NEXT: }{{$}}
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: } {mapping}
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      %s = addf %l, %r : f32
      scf.reduce.return %s : f32
    }
    scf.reduce(%y) : i32 {
    ^bb0(%l: i32, %r: i32):
      %m = muli %l, %r : i32
      scf.reduce.return %m : i32
    }
  } {mapping}
  // 13's custom form of scf.reduce has no attribute dictionary: the
  // attributes of a generic-form reduce are not printed.
  // CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> f32 {
  // CHECK-NEXT: scf.reduce(%{{.*}})  : f32 {
  // CHECK: scf.reduce.return
  // CHECK-NEXT: }{{$}}
  %q = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }) {kind = "first"} : (f32) -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func @execute_region_ops(
func @execute_region_ops(%c: i1) -> i64 {
  // CHECK: scf.execute_region {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  scf.execute_region {
    scf.yield
  }
  // CHECK: %[[E:.*]] = scf.execute_region -> i64 {
  // CHECK-NEXT: cond_br %{{.*}}, ^bb1, ^bb2
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK: ^bb3(%{{.*}}: i64):  // 2 preds: ^bb1, ^bb2
  // CHECK-NEXT: scf.yield %{{.*}} : i64
  // CHECK-NEXT: } {note}
  %e = scf.execute_region -> i64 {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = constant 1 : i64
    br ^bb3(%a : i64)
  ^bb2:
    %b = constant 2 : i64
    br ^bb3(%b : i64)
  ^bb3(%v: i64):
    scf.yield %v : i64
  } {note}
  // CHECK: scf.execute_region -> i32 {
  // CHECK-NEXT: constant
  // CHECK-NEXT: scf.yield {tag} %{{.*}} : i32
  %f = scf.execute_region -> (i32) {
    %z = constant 0 : i32
    scf.yield {tag} %z : i32
  }
  // CHECK: return %[[E]] : i64
  return %e : i64
}

// The generic form of the region ops reads back into the custom form.
// CHECK-LABEL: func @generic(
func @generic(%lb: index, %c: i1, %x: f32) -> f32 {
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: }
  // CHECK-NOT: else
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return %0 : f32
}
