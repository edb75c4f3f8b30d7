// The inliner against mlir-opt-13, without the default optimization
// pipeline (canonicalize) and with cse as the pipeline; locations of
// inlined ops are call sites.
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline='default-pipeline=' | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline='default-pipeline=' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -inline='default-pipeline=' -mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline='default-pipeline=cse max-iterations=2' > %t.ours
// RUN: %upstream_opt %s -inline='default-pipeline=cse max-iterations=2' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline='default-pipeline= op-pipelines=func(cse)' > %t.ours
// RUN: %upstream_opt %s -inline='default-pipeline= op-pipelines=func(cse)' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='inline{default-pipeline=},symbol-dce' > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='inline{default-pipeline=},symbol-dce' > %t.theirs
// RUN: diff %t.ours %t.theirs
// With the default pipeline (canonicalize).
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline > %t.ours
// RUN: %upstream_opt %s -inline > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

func private @callee(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  return %0 : i32
}
func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  %1 = call @callee(%0) : (i32) -> i32
  return %1 : i32
}
func @multi(%c: i1, %x: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %0 = addi %x, %x : i32
  return %0 : i32
}
func @use_multi(%c: i1, %x: i32) -> i32 {
  %0 = call @multi(%c, %x) : (i1, i32) -> i32
  %1 = muli %0, %0 : i32
  return %1 : i32
}
func @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func private @decl(i32) -> i32
func @use_decl(%x: i32) -> i32 {
  %0 = call @decl(%x) : (i32) -> i32
  return %0 : i32
}
func @public_callee(%a: i32) -> i32 {
  %c = constant 1 : i32
  %0 = addi %a, %c : i32
  return %0 : i32
}
func @use_public(%x: i32) -> i32 {
  %0 = call @public_callee(%x) : (i32) -> i32
  return %0 : i32
}
func private @unused() {
  return
}
func private @m(%a: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %a[%i] : memref<4xf32>
  return %0 : f32
}
func @use_memref(%a: memref<4xf32>, %i: index) -> f32 {
  %0 = call @m(%a, %i) : (memref<4xf32>, index) -> f32
  return %0 : f32
}
// Ops of dialects without an inliner interface cannot be inlined.
func private @unknown(%a: i32) -> i32 {
  %0 = "foo.x"(%a) : (i32) -> i32
  return %0 : i32
}
func @use_unknown(%a: i32) -> i32 {
  %0 = call @unknown(%a) : (i32) -> i32
  %1 = call @unknown(%0) : (i32) -> i32
  return %1 : i32
}
func private @scfc(%a: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%x = %c0) -> (index) {
    %y = addi %x, %i : index
    scf.yield %y : index
  }
  return %r : index
}
func @use_scf(%a: index) -> index {
  %0 = call @scfc(%a) : (index) -> index
  return %0 : index
}
// A chain: leaves first.
func private @leaf(%a: i32) -> i32 {
  %0 = muli %a, %a : i32
  return %0 : i32
}
func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK-NOT: @callee
// CHECK-LABEL: func @caller
// CHECK-NEXT: %[[A:.*]] = addi %arg0, %arg0
// CHECK-NEXT: %[[B:.*]] = addi %[[A]], %[[A]]
// CHECK-NEXT: return %[[B]]
// CHECK-LABEL: func @use_multi
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: br ^bb3(%arg1 : i32)
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: muli %[[R]], %[[R]]
// CHECK-LABEL: func @rec
// CHECK-NEXT: call @rec
// CHECK-LABEL: func @use_decl
// CHECK-NEXT: call @decl
// CHECK-LABEL: func @use_public
// CHECK-NEXT: constant 1
// CHECK-NEXT: addi
// CHECK-LABEL: func @use_memref
// CHECK-NEXT: memref.load
// CHECK-LABEL: func @use_unknown
// CHECK-NEXT: call @unknown
// CHECK-NEXT: call @unknown
// CHECK-LABEL: func @use_scf
// CHECK: scf.for
// CHECK-NOT: call
