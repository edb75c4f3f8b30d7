// -convert-scf-to-std on nested ops, the do-while form of scf.while,
// parallel loops without reductions and with several, multi-block
// execute_region, scf ops nested in other ops: diffed against mlir-opt-13
// (custom, generic and debuginfo forms).
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std %s > %t.ours && %upstream_opt -convert-scf-to-std %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std -mlir-print-op-generic %s > %t.gours && %upstream_opt -convert-scf-to-std -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std -mlir-print-debuginfo %s > %t.dours && %upstream_opt -convert-scf-to-std -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: cmlir-opt -allow-unregistered-dialect -convert-scf-to-std %s | FileCheck %s
// REQUIRES: upstream

// No scf op is left.
// CHECK-NOT: scf.

// The do-while form: the condition branches back to the "before" block.
// CHECK-LABEL: func @dowhile(
// CHECK-NEXT: br ^bb1(%{{.*}} : f32)
// CHECK-NEXT: ^bb1(%[[A:.*]]: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %[[N:.*]] = "next"(%[[A]])
// CHECK-NEXT: %[[C:.*]] = "cond"(%[[N]])
// CHECK-NEXT: cond_br %[[C]], ^bb1(%[[N]] : f32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %[[N]] : f32

func @nested(%lb: index, %ub: index, %st: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %r2 = scf.for %j = %i to %ub step %st iter_args(%b = %a) -> (f32) {
      %v = scf.if %c -> (f32) {
        %s = addf %b, %b : f32
        scf.yield %s : f32
      } else {
        scf.yield %b : f32
      }
      scf.yield %v : f32
    }
    scf.if %c {
      "side"(%r2) : (f32) -> ()
    } else {
      "other"() : () -> ()
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}
func @dowhile(%c: i1, %x: f32) -> f32 {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    %n = "next"(%a) : (f32) -> f32
    %v = "cond"(%n) : (f32) -> i1
    scf.condition(%v) %n : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %r : f32
}
func @while_two(%c: i1, %x: f32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (f32, i32) -> (i32, f32) {
    %v = "cond"(%a) : (f32) -> i1
    scf.condition(%v) %b, %a : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %z = scf.if %c -> (f32) {
      scf.yield %q : f32
    } else {
      %w = "w"() : () -> f32
      scf.yield %w : f32
    }
    scf.yield %z, %p : f32, i32
  }
  return %r#0 : i32
}
func @par0(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %x: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    memref.store %x, %m[%i, %i] : memref<?x?xf32>
  }
  scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%st, %st, %st) {
    "use3"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}
func @par2(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) -> i32 {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x, %y) -> (f32, i32) {
    %v = "v"(%i) : (index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %q: f32):
      %s = addf %l, %q : f32
      scf.reduce.return %s : f32
    }
    %w = "w"(%j) : (index) -> i32
    scf.reduce(%w) : i32 {
    ^bb0(%l: i32, %q: i32):
      %s = muli %l, %q : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#1 : i32
}
func @exec_multi(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = constant 2 : i32
    scf.yield %b : i32
  }
  return %v : i32
}
func @in_region(%lb: index, %x: f32) {
  "test.region"() ({
    scf.for %i = %lb to %lb step %lb {
      "body"() : () -> ()
    }
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
func @empty_for(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
  }
  scf.execute_region {
    scf.yield
  }
  return
}
