// std.switch without its optional case_operand_offsets: every case takes
// all case operands (upstream 13 does the same).
// RUN: cmlir-opt -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -split-input-file %s > %t.ours
// RUN: %upstream_opt -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up

// CHECK-LABEL: func @no_case_operands
// CHECK: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb1
func @no_case_operands(%a: i32) {
  "std.switch"(%a) [^bb1, ^bb1] {case_values = dense<[1]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  return
}

// -----

// CHECK-LABEL: func @one_case
// CHECK: 1: ^bb2(%arg0 : i32)
func @one_case(%a: i32) {
  "std.switch"(%a, %a) [^bb1, ^bb2] {case_values = dense<[1]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}
