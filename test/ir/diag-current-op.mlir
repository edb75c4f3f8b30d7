// RUN: not cmlir-opt %s -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %upstream_opt %s 2>&1 | FileCheck %s
// RUN: not cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not %upstream_opt %s -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOOP

// Verifier errors located at an op carry the op (generic form) as a note,
// before the error's own notes.

// CHECK: diag-current-op.mlir:[[@LINE+7]]:3: error: operand #0 does not dominate this use
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: ^
// CHECK-NEXT: diag-current-op.mlir:[[@LINE+4]]:3: note: see current operation: "foo.use"(%0) : (i32) -> ()
// CHECK: diag-current-op.mlir:[[@LINE+5]]:8: note: operand defined here (op in the same block)
// NOOP-NOT: see current operation
func @f() {
  "foo.use"(%0) : (i32) -> ()
  "foo.term"() : () -> ()
  %0 = "foo.def"() : () -> i32
}
