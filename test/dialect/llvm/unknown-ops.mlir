// MLIR 13's llvm dialect allows unknown operations: ops of its namespace
// that are not registered (e.g. intrinsics 13 does not define, such as
// llvm.intr.ctlz) verify and print generically without
// -allow-unregistered-dialect.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: mlir-opt-13 %s > %t.up
// RUN: diff %t.ours %t.up
// REQUIRES: upstream

// CHECK-LABEL: func @f
func @f(%a: i32, %b: i1) -> i32 {
  // CHECK: "llvm.intr.ctlz"(%arg0, %arg1) : (i32, i1) -> i32
  %0 = "llvm.intr.ctlz"(%a, %b) : (i32, i1) -> i32
  // CHECK: "llvm.not_an_op"() {x} : () -> ()
  "llvm.not_an_op"() {x} : () -> ()
  return %0 : i32
}
