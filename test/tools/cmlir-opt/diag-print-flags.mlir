// The ops that diagnostics show follow the printing options of the command
// line, as upstream's: the "see current operation" note carries the
// location under -mlir-print-debuginfo, and the op in "block with no
// terminator" is generic under -mlir-print-op-generic.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file -mlir-print-debuginfo %s 2> %t.dbg.ours
// RUN: not %upstream_opt -split-input-file -mlir-print-debuginfo %s 2> %t.dbg.up
// RUN: diff %t.dbg.ours %t.dbg.up
// RUN: not cmlir-opt -split-input-file -mlir-print-op-generic %s 2> %t.gen.ours
// RUN: not %upstream_opt -split-input-file -mlir-print-op-generic %s 2> %t.gen.up
// RUN: diff %t.gen.ours %t.gen.up
// RUN: not cmlir-opt -split-input-file -mlir-print-op-generic %s 2>&1 | FileCheck %s

func @f(%a: i32) {
  %0 = addf %a, %a : i32 loc("x.mlir":7:3)
  return
}

// -----

// CHECK: block with no terminator, has %0 = "std.addi"(%arg0, %arg0) : (i32, i32) -> i32
func @g(%a: i32) {
  %0 = addi %a, %a : i32
}
