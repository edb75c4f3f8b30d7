// -canonicalize with the scf patterns of MLIR 13: the output is diffed
// against mlir-opt-13's (custom and generic forms).
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @er(
// CHECK-NEXT: %[[V:.*]] = "test.val"() : () -> i32
// CHECK-NEXT: return %[[V]] : i32
// CHECK-LABEL: func @er_multi(
// CHECK-NEXT: cond_br
// CHECK-LABEL: func @for_iter(
// CHECK-NEXT: return %arg2 : f32
// CHECK-LABEL: func @for_trivial(
// CHECK-NEXT: %[[S:.*]] = addf %arg0, %arg0 : f32
// CHECK-NEXT: return %[[S]] : f32
// CHECK-LABEL: func @if_static(
// CHECK-NEXT: return %arg0 : f32
// CHECK-LABEL: func @if_unused(
// CHECK-NEXT: scf.if %arg0 -> (f32) {
// CHECK-LABEL: func @if_select(
// CHECK-NEXT: select %arg0, %arg1, %arg2 : f32
// CHECK-LABEL: func @if_cond_prop(
// CHECK-NEXT: %[[T:.*]] = constant true
// CHECK: "test.use"(%[[T]]) : (i1) -> ()
// CHECK-LABEL: func @par_single(
// CHECK-NEXT: %[[C0:.*]] = constant 0 : index
// CHECK-NEXT: "test.use"(%[[C0]]) : (index) -> ()
// CHECK-LABEL: func @par_empty(
// CHECK-NEXT: return
// CHECK-LABEL: func @while_truth(
// CHECK: "test.use"(%true) : (i1) -> ()
// CHECK-LABEL: func @if_empty(
// CHECK-NEXT: return
// CHECK-LABEL: func @iter_mix(
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %arg3) -> (f32) {
// CHECK-LABEL: func @par2d(
// CHECK: scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%arg0) step (%{{.*}}) init (%arg1) -> f32 {
// CHECK-NEXT: "val"(%{{.*}}, %[[J]])
// CHECK-LABEL: func @par_all(
// CHECK-NEXT: %[[C:.*]] = constant 0 : index
// CHECK-NEXT: %[[V:.*]] = "val"(%[[C]]) : (index) -> f32
// CHECK-NEXT: %[[S:.*]] = addf %arg0, %[[V]] : f32
// CHECK-NEXT: return %[[S]] : f32

func @er() -> i32 {
  %v = scf.execute_region -> i32 {
    %x = "test.val"() : () -> i32
    scf.yield %x : i32
  }
  return %v : i32
}
func @er_multi(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    cond_br %c, ^a, ^b
  ^a:
    %x = "test.val"() : () -> i32
    br ^c(%x : i32)
  ^b:
    %y = "test.val2"() : () -> i32
    br ^c(%y : i32)
  ^c(%z: i32):
    scf.yield %z : i32
  }
  return %v : i32
}
func @for_iter(%lb: index, %ub: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  return %r : f32
}
func @for_trivial(%x: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (f32) {
    %s = addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func @if_static(%x: f32) -> f32 {
  %t = constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    %s = addf %x, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func @if_unused(%c: i1, %x: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  } else {
    %s = addf %x, %x : f32
    scf.yield %s, %s : f32, f32
  }
  return %r#0 : f32
}
func @if_select(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}
func @if_bool(%c: i1) -> i1 {
  %t = constant true
  %f = constant false
  %r = scf.if %c -> (i1) {
    scf.yield %t : i1
  } else {
    scf.yield %f : i1
  }
  return %r : i1
}
func @if_cond_prop(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  }
  return
}
func @par_single(%x: memref<4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func @par_empty(%x: memref<4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func @while_truth(%c: i1, %x: i1) -> i1 {
  %r = scf.while (%a = %x) : (i1) -> i1 {
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    "test.use"(%b) : (i1) -> ()
    scf.yield %b : i1
  }
  return %r : i1
}
func @if_empty(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}
func @iter_mix(%lb: index, %ub: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %r:3 = scf.for %i = %lb to %ub step %lb iter_args(%a = %x, %b = %y, %c = %x) -> (f32, f32, f32) {
    %s = addf %b, %b : f32
    scf.yield %a, %s, %x : f32, f32, f32
  } {tag = 1}
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
func @iter_all(%lb: index, %ub: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (f32) {
    "use"(%i) : (index) -> ()
    scf.yield %a : f32
  }
  return %r : f32
}
func @par2d(%m: index, %x: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %m) step (%c1, %c1) init (%x) -> f32 {
    %v = "val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = addf %l, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func @par_all(%x: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = "val"(%i) : (index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = addf %l, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func @exec_nested(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    %w = scf.execute_region -> i32 {
      cond_br %c, ^bb1, ^bb2
    ^bb1:
      %a = constant 1 : i32
      scf.yield %a : i32
    ^bb2:
      %b = "b"() : () -> i32
      scf.yield %b : i32
    }
    scf.yield %w : i32
  }
  return %v : i32
}
func @exec_in_for(%lb: index, %c: i1) {
  scf.for %i = %lb to %lb step %lb {
    %w = scf.execute_region -> i32 {
      cond_br %c, ^bb1, ^bb2
    ^bb1:
      %a = "a"() : () -> i32
      scf.yield %a : i32
    ^bb2:
      %b = "b"() : () -> i32
      scf.yield %b : i32
    }
    "use"(%w) : (i32) -> ()
  }
  return
}

// More cases: nested condition propagation, one/zero-iteration loops with
// iteration values, an empty loop of several iterations (kept by 13),
// partially used if results, execute_region outside a function, a while
// forwarding its condition, partial parallel collapse with reductions.
// CHECK-LABEL: func @for_empty_outside(
// CHECK: scf.for
func @nested_prop(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "use"(%c, %d) : (i1, i1) -> ()
    } else {
      "use"(%c, %d) : (i1, i1) -> ()
    }
  } else {
    "use2"(%c) : (i1) -> ()
  }
  return
}
func @for_one_iter(%x: f32, %y: i32) -> (f32, i32) {
  %c2 = constant 2 : index
  %c7 = constant 7 : index
  %c10 = constant 10 : index
  %r:2 = scf.for %i = %c2 to %c7 step %c10 iter_args(%a = %x, %b = %y) -> (f32, i32) {
    %s = addf %a, %a : f32
    "use"(%i) : (index) -> ()
    scf.yield %s, %b : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
func @for_zero(%x: f32) -> f32 {
  %c5 = constant 5 : index
  %c3 = constant 3 : index
  %r = scf.for %i = %c5 to %c3 step %c3 iter_args(%a = %x) -> (f32) {
    %s = addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func @for_empty_outside(%lb: index, %x: f32, %y: f32) -> f32 {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> (f32) {
    scf.yield %y : f32
  }
  return %r : f32
}
func @if_partial(%c: i1, %x: f32, %y: i32) -> (i32, i32) {
  %r:3 = scf.if %c -> (f32, i32, i32) {
    %k = constant 3 : i32
    scf.yield %x, %y, %k : f32, i32, i32
  } else {
    %z = "z"() : () -> i32
    scf.yield %x, %z, %y : f32, i32, i32
  }
  return %r#1, %r#2 : i32, i32
}
func @exec_in_for_noresult(%lb: index, %c: i1) {
  scf.for %i = %lb to %lb step %lb {
    scf.execute_region {
      cond_br %c, ^bb1, ^bb2
    ^bb1:
      "a"() : () -> ()
      scf.yield
    ^bb2:
      "b"() : () -> ()
      scf.yield
    }
  }
  return
}
func @while_multi(%c: i1, %x: f32) -> f32 {
  %r:2 = scf.while (%a = %x) : (f32) -> (i1, f32) {
    %v = "cond"(%a) : (f32) -> i1
    scf.condition(%v) %v, %a : i1, f32
  } do {
  ^bb0(%b: i1, %q: f32):
    "use"(%b) : (i1) -> ()
    scf.yield %q : f32
  }
  return %r#1 : f32
}
func @if_const_false_noelse(%x: f32) {
  %f = constant false
  scf.if %f {
    "a"() : () -> ()
  }
  return
}
func @par_partial_reduce(%m: index, %x: f32, %y: f32) -> (f32, f32) {
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c1 = constant 1 : index
  %r:2 = scf.parallel (%i, %j) = (%c3, %c3) to (%m, %c4) step (%c1, %c1) init (%x, %y) -> (f32, f32) {
    %v = "val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = addf %l, %q : f32
      scf.reduce.return %s : f32
    }
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = mulf %l, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
