// print-op-stats is op-agnostic: on each function of a nested pipeline it
// prints that function's table (stderr), as mlir-opt-13.
// RUN: cmlir-opt %s -pass-pipeline='func(print-op-stats)' -mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(print-op-stats)' -mlir-disable-threading -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -print-op-stats -cse -print-op-stats -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -print-op-stats -cse -print-op-stats -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: FileCheck %s < %t.ours
// CHECK: Operations encountered:
// CHECK: std.addi   , 3
// CHECK: Operations encountered:
// CHECK: std.addi   , 2
// REQUIRES: upstream

func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  %2 = addi %0, %1 : i32
  return %2 : i32
}
func private @g()
