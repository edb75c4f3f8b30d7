// llvm.invoke with destination operands.  MLIR 13's printer lists every
// operand of the op between the parentheses (the destinations' too), so the
// printed form does not read back as the same op: only one print is
// compared with mlir-opt-13's, and the generic form is checked.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

func private @callee(i32) -> i32

// CHECK-LABEL: func @dest_operands
func @dest_operands(%v: i32, %w: i64) {
  // CHECK: llvm.invoke @callee(%arg0, %arg1, %arg0) to ^bb1(%arg1 : i64) unwind ^bb2(%arg0 : i32) : (i32, i64, i32) -> i32
  // GEN: "llvm.invoke"(%arg0, %arg1, %arg0)[^bb1, ^bb2] {callee = @callee, operand_segment_sizes = dense<1> : vector<3xi32>} : (i32, i64, i32) -> i32
  %0 = llvm.invoke @callee(%v) to ^bb1(%w : i64) unwind ^bb2(%v : i32) : (i32) -> i32
^bb1(%a: i64):
  return
^bb2(%b: i32):
  %lp = llvm.landingpad cleanup : i32
  llvm.resume %lp : i32
}

