// std.br: custom and generic forms, with and without operands.
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
// CHECK-NEXT: func @br(%arg0: i32, %arg1: i64, %arg2: tensor<4xf32>) -> i64 {
// CHECK-NEXT: br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: br ^bb2(%arg0, %arg1 : i32, i64)
// CHECK-NEXT: ^bb2(%0: i32, %1: i64):  // pred: ^bb1
// CHECK-NEXT: br ^bb3(%arg2 : tensor<4xf32>) {attr = "x"}
// CHECK-NEXT: ^bb3(%2: tensor<4xf32>):  // pred: ^bb2
// CHECK-NEXT: br ^bb4(%1 : i64)
// CHECK-NEXT: ^bb4(%3: i64):  // pred: ^bb3
// CHECK-NEXT: br ^bb5(%3 : i64)
// CHECK-NEXT: ^bb5(%4: i64):  // pred: ^bb4
// CHECK-NEXT: return %4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func @loop(%arg0: index) {
// CHECK-NEXT: br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: br ^bb1(%0 : index)
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.br"()[^bb1] : () -> ()
// GENERIC: "std.br"(%arg0, %arg1)[^bb2] : (i32, i64) -> ()
// GENERIC: "std.br"(%arg2)[^bb3] {attr = "x"} : (tensor<4xf32>) -> ()
// GENERIC: "std.br"(%1)[^bb4] : (i64) -> ()
// GENERIC: "std.br"(%3)[^bb5] : (i64) -> ()
// GENERIC: "std.return"(%4) : (i64) -> ()
// GENERIC: "std.br"(%arg0)[^bb1] : (index) -> ()
// GENERIC: "std.br"(%0)[^bb1] : (index) -> ()

func @br(%a: i32, %b: i64, %t: tensor<4xf32>) -> i64 {
  br ^bb1
^bb1:
  br ^bb2(%a, %b : i32, i64)
^bb2(%x: i32, %y: i64):
  br ^bb3(%t : tensor<4xf32>) {attr = "x"}
^bb3(%u: tensor<4xf32>):
  std.br ^bb4(%y : i64)
^bb4(%z: i64):
  "std.br"(%z)[^bb5] : (i64) -> ()
^bb5(%w: i64):
  return %w : i64
}
func @loop(%n: index) {
  br ^head(%n : index)
^head(%i: index):
  br ^head(%i : index)
}
