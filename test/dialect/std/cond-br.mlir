// std.cond_br: custom and generic forms (operand_segment_sizes).
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %t.ours | diff - %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt -allow-unregistered-dialect %t.gen | diff - %t.up
// RUN: %upstream_opt %t.gen | diff - %t.up

// CHECK: module  {
// CHECK-NEXT: func @cond_br(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cond_br %arg0, ^bb3(%arg1 : i32), ^bb4(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cond_br %arg0, ^bb3(%arg1 : i32), ^bb2 {hint = 1 : i64}
// CHECK-NEXT: ^bb3(%0: i32):  // 4 preds: ^bb1, ^bb2, ^bb4, ^bb4
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb4(%1: i32, %2: i64):  // pred: ^bb1
// CHECK-NEXT: cond_br %arg0, ^bb3(%1 : i32), ^bb3(%1 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.cond_br"(%arg0)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
// GENERIC: "std.cond_br"(%arg0, %arg1, %arg1, %arg2)[^bb3, ^bb4] {operand_segment_sizes = dense<[1, 1, 2]> : vector<3xi32>} : (i1, i32, i32, i64) -> ()
// GENERIC: "std.cond_br"(%arg0, %arg1)[^bb3, ^bb2] {hint = 1 : i64, operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i1, i32) -> ()
// GENERIC: "std.return"(%0) : (i32) -> ()
// GENERIC: "std.cond_br"(%arg0, %1, %1)[^bb3, ^bb3] {operand_segment_sizes = dense<1> : vector<3xi32>} : (i1, i32, i32) -> ()

func @cond_br(%c: i1, %a: i32, %b: i64) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  cond_br %c, ^bb3(%a : i32), ^bb4(%a, %b : i32, i64)
^bb2:
  cond_br %c, ^bb3(%a : i32), ^bb2 {hint = 1}
^bb3(%x: i32):
  return %x : i32
^bb4(%y: i32, %z: i64):
  "std.cond_br"(%c, %y, %y)[^bb3, ^bb3] {operand_segment_sizes = dense<1> : vector<3xi32>} : (i1, i32, i32) -> ()
}
