// std.switch on wide and narrow flags: case values are printed as unsigned
// 64-bit limited values (APInt::getLimitedValue), parsed as int64 and
// zero-extended beyond 64 bits (as MLIR 13).
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt %t.gen | diff - %t.up
// RUN: FileCheck %s < %t.ours
// RUN: FileCheck %s --check-prefix=GENERIC < %t.gen

// CHECK: switch %arg0 : i128, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb1, ^bb1
// CHECK: switch %arg1 : i16, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 65535: ^bb1,
// CHECK-NEXT: 4464: ^bb2,
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK: switch %arg0 : i128, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0

// GENERIC: "std.switch"(%arg0)[^bb1, ^bb1, ^bb1] {case_operand_offsets = dense<0> : vector<2xi32>, case_values = dense<[18446744073709551615, 5]> : vector<2xi128>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i128) -> ()
// GENERIC: "std.switch"(%arg1)[^bb2, ^bb1, ^bb2, ^bb1] {case_operand_offsets = dense<0> : vector<3xi32>, case_values = dense<[-1, 4464, 5]> : vector<3xi16>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i16) -> ()
// GENERIC: "std.switch"(%arg0)[^bb1, ^bb1, ^bb1] {case_operand_offsets = dense<0> : vector<2xi32>, case_values = dense<[1180591620717411303424, 5]> : vector<2xi128>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i128) -> ()

func @f(%a: i128, %b: i16) {
  switch %a : i128, [ default: ^bb1, -1: ^bb1, 5: ^bb1 ]
^bb1:
  switch %b : i16, [ default: ^bb2, -1: ^bb1, 70000: ^bb2, 5: ^bb1 ]
^bb2:
  return
}
func @g(%a: i128) {
  "std.switch"(%a)[^bb1, ^bb1, ^bb1] {case_operand_offsets = dense<0> : vector<2xi32>, case_values = dense<[1180591620717411303424, 5]> : vector<2xi128>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i128) -> ()
^bb1:
  return
}
