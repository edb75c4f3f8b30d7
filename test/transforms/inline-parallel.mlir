// The inliner optimizes runs of call-free callables (each its own
// call-graph component) together, in parallel with threads: the output is
// mlir-opt-13's with and without threads.  @p is referenced only by an
// unused constant in @later, which canonicalization erases after @p's dead
// check (so @p stays, as in the sequential order); @q's only use is a call
// that is inlined in place.
// RUN: env CMLIR_NUM_THREADS=2 cmlir-opt %s -inline > %t.threads
// RUN: cmlir-opt %s -inline -mlir-disable-threading > %t.one
// RUN: diff %t.threads %t.one
// RUN: FileCheck %s < %t.threads
// RUN: %upstream_opt %s -inline > %t.theirs
// RUN: diff %t.threads %t.theirs
// RUN: env CMLIR_NUM_THREADS=2 cmlir-opt %s -inline -sccp -symbol-dce > %t.threads
// RUN: %upstream_opt %s -inline -sccp -symbol-dce > %t.theirs
// RUN: diff %t.threads %t.theirs
// The optimization pipeline's timers stay under the inliner's.
// RUN: env CMLIR_NUM_THREADS=2 cmlir-opt %s -inline -mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: Inliner
// TIME-NEXT: (A) CallGraph
// TIME-NEXT: 'func' Pipeline
// TIME-NEXT: Canonicalizer
// TIME-NOT: Pipeline

// CHECK-LABEL: func private @p
// CHECK-LABEL: func @a
// CHECK-NEXT: %[[C:.*]] = constant 7 : i32
// CHECK-NEXT: return %[[C]]
// CHECK-NOT: @q
// CHECK-LABEL: func @later
// CHECK-NEXT: muli
// CHECK-NEXT: return
// CHECK-LABEL: func @caller
// CHECK-NEXT: addi
// CHECK-NEXT: return
func private @p(%a: i32) -> i32 {
  %c0 = constant 0 : i32
  %0 = addi %a, %c0 : i32
  return %0 : i32
}
func @a() -> i32 {
  %c3 = constant 3 : i32
  %c4 = constant 4 : i32
  %0 = addi %c3, %c4 : i32
  return %0 : i32
}
func private @q(%a: i32) -> i32 {
  %c1 = constant 1 : i32
  %0 = muli %a, %c1 : i32
  %1 = addi %0, %0 : i32
  return %1 : i32
}
func @later(%a: i32) -> i32 {
  %f = constant @p : (i32) -> i32
  %c2 = constant 1 : i32
  %0 = muli %a, %c2 : i32
  %1 = muli %0, %a : i32
  return %1 : i32
}
func @caller(%a: i32) -> i32 {
  %0 = call @q(%a) : (i32) -> i32
  return %0 : i32
}
