// Seed 000 "Conversion to the LLVM Dialect" (and seed 003 lines
// 3646-3672), section "Repeated Successor Removal" (lines 1469-1582): the
// seed inserts a dummy block when a terminator passes arguments to one
// block twice.  MLIR 13 no longer does: llvm.cond_br keeps both edges to
// ^bb1 with their different operands (the LLVM IR translation handles it),
// and so does cmlir.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32)
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    "use"(%0) : (i32) -> ()
// CHECK-NEXT:    llvm.return
func @repeated(%0: i1, %1: i32, %2: i32) {
  cond_br %0, ^bb1(%1 : i32), ^bb1(%2 : i32)
^bb1(%3 : i32):
  "use"(%3) : (i32) -> ()
  return
}
