// Mutually recursive private functions: mlir-opt-13 does not terminate
// here (it keeps inlining the calls that inlining brings in).  cmlir keeps
// a history of the inlinings a call came from and does not inline a
// callee into code that came from inlining it.
// RUN: cmlir-opt %s -inline='default-pipeline=' | FileCheck %s

// CHECK-NOT: @even(
// CHECK-LABEL: func private @odd
// CHECK-NEXT: call @odd
// CHECK-LABEL: func @use_even
// CHECK-NEXT: call @odd
func private @even(%a: i32, %c: i1) -> i32 {
  %0 = call @odd(%a, %c) : (i32, i1) -> i32
  return %0 : i32
}
func private @odd(%a: i32, %c: i1) -> i32 {
  %0 = call @even(%a, %c) : (i32, i1) -> i32
  return %0 : i32
}
func @use_even(%a: i32, %c: i1) -> i32 {
  %0 = call @even(%a, %c) : (i32, i1) -> i32
  return %0 : i32
}
