// RUN: cmlir-opt %s -strip-debuginfo -mlir-print-debuginfo | FileCheck %s
// RUN: cmlir-opt %s -strip-debuginfo -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -strip-debuginfo -mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(strip-debuginfo)' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(strip-debuginfo)' -mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Every op and block argument gets the unknown location.
// CHECK: #[[U:.*]] = loc(unknown)
// CHECK: func @f(%arg0: i32 loc(unknown), %arg1: i1 loc(unknown))
// CHECK: addi {{.*}} loc(#[[U]])
// CHECK: ^bb1(%{{.*}}: i32 loc(unknown)):
func @f(%a: i32 loc("a":1:1), %c: i1) -> i32 {
  %0 = addi %a, %a : i32 loc(fused["x":1:2, "y":3:4])
  %1 = muli %0, %0 : i32 loc(callsite("f" at "g":1:1))
  br ^bb1(%1 : i32) loc("n"("q":5:6))
^bb1(%b: i32 loc("b":1:1)):
  return %b : i32
} loc("fn":1:1)
