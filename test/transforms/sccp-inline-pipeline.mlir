// The pipeline bench/passes.sh times: -inline -sccp -symbol-dce.
// RUN: cmlir-opt %s -inline -sccp -symbol-dce | FileCheck %s
// RUN: cmlir-opt %s -inline -sccp -symbol-dce > %t.ours
// RUN: %upstream_opt %s -inline -sccp -symbol-dce > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Both private functions are inlined (the inliner's canonicalize folds
// @pick's branch on the constant condition) and dropped; sccp folds what
// the inlined @scale computes from constants.
// CHECK-NOT: func private @scale
// CHECK-LABEL: func @a
// CHECK: return %c42_i32 : i32
// CHECK-LABEL: func @b
func private @scale(%x: i32, %k: i32) -> i32 {
  %r = muli %x, %k : i32
  return %r : i32
}
func private @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func @a() -> i32 {
  %c6 = constant 6 : i32
  %c7 = constant 7 : i32
  %0 = call @scale(%c6, %c7) : (i32, i32) -> i32
  return %0 : i32
}
func @b(%v: i32) -> i32 {
  %t = constant true
  %c3 = constant 3 : i32
  %0 = call @scale(%v, %c3) : (i32, i32) -> i32
  %1 = call @pick(%t, %0, %v) : (i1, i32, i32) -> i32
  return %1 : i32
}
