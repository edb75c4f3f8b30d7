// std.switch: default only, cases with and without operands, widths, attributes.
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
// CHECK-NEXT: func @switch(%arg0: i32, %arg1: i64, %arg2: i1, %arg3: i8) {
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32)]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb2(%arg1, %0 : i64, i32),
// CHECK-NEXT: 5: ^bb2(%arg1, %arg0 : i64, i32),
// CHECK-NEXT: 9223372036854775807: ^bb3
// CHECK-NEXT: ] {foo = 1 : i64}
// CHECK-NEXT: ^bb2(%1: i64, %2: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: switch %arg2 : i1, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: switch %arg3 : i8, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 255: ^bb4,
// CHECK-NEXT: 7: ^bb3,
// CHECK-NEXT: 7: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb5,
// CHECK-NEXT: 4294967291: ^bb5,
// CHECK-NEXT: 42: ^bb6(%arg0, %arg0 : i32, i32),
// CHECK-NEXT: 43: ^bb6(%0, %arg0 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb5:  // 3 preds: ^bb4, ^bb4, ^bb5
// CHECK-NEXT: switch %arg2 : i1, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb6(%3: i32, %4: i32):  // 2 preds: ^bb4, ^bb4
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.switch"(%arg0, %arg0)[^bb1] {operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i32, i32) -> ()
// GENERIC: "std.switch"(%arg1, %arg1, %0, %arg1, %arg0)[^bb2, ^bb2, ^bb3] {case_operand_offsets = dense<[0, 2]> : vector<2xi32>, case_values = dense<[5, 9223372036854775807]> : vector<2xi64>, foo = 1 : i64, operand_segment_sizes = dense<[1, 2, 2]> : vector<3xi32>} : (i64, i64, i32, i64, i32) -> ()
// GENERIC: "std.switch"(%arg2)[^bb3, ^bb4] {case_operand_offsets = dense<0> : vector<1xi32>, case_values = dense<true> : vector<1xi1>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
// GENERIC: "std.switch"(%arg3)[^bb4, ^bb4, ^bb3, ^bb4] {case_operand_offsets = dense<0> : vector<3xi32>, case_values = dense<[-1, 7, 7]> : vector<3xi8>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i8) -> ()
// GENERIC: "std.switch"(%arg0, %arg0, %arg0, %0, %arg0)[^bb5, ^bb5, ^bb6, ^bb6] {case_operand_offsets = dense<[0, 0, 2]> : vector<3xi32>, case_values = dense<[-5, 42, 43]> : vector<3xi32>, operand_segment_sizes = dense<[1, 0, 4]> : vector<3xi32>} : (i32, i32, i32, i32, i32) -> ()
// GENERIC: "std.switch"(%arg2)[^bb5] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
// GENERIC: "std.return"() : () -> ()

func @switch(%a: i32, %b: i64, %c: i1, %d: i8) {
  switch %a : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  switch %b : i64, [
    default: ^bb2(%b, %x : i64, i32),
    5: ^bb2(%b, %a : i64, i32),
    9223372036854775807: ^bb3
  ] {foo = 1}
^bb2(%y: i64, %z: i32):
  switch %c : i1, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  switch %d : i8, [
    default: ^bb4,
    -1: ^bb4,
    7: ^bb3,
    7: ^bb4
  ]
^bb4:
  switch %a : i32, [
    default: ^bb5,
    -5: ^bb5,
    42: ^bb6(%a, %a : i32, i32),
    43: ^bb6(%x, %a : i32, i32)
  ]
^bb5:
  "std.switch"(%c)[^bb5] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
^bb6(%p: i32, %q: i32):
  return
}
