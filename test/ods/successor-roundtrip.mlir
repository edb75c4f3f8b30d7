// ODS format: single successors with optional operand groups on both sides
// round-trip through the format parser and printer (std.cond_br, std.br).
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt %t.gen | diff - %t.up

// CHECK-LABEL: func @succ
// CHECK-NEXT: cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb2(%arg2 : f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):
// CHECK-NEXT: cond_br %arg0, ^bb2(%arg2 : f32), ^bb1(%0, %1 : i32, i32)
// CHECK-NEXT: ^bb2(%2: f32):
// CHECK-NEXT: br ^bb3
func @succ(%c: i1, %x: i32, %f: f32) {
  cond_br %c, ^bb1(%x, %x : i32, i32), ^bb2(%f : f32)
^bb1(%a: i32, %b: i32):
  cond_br %c, ^bb2(%f : f32), ^bb1(%a, %b : i32, i32)
^bb2(%g: f32):
  br ^bb3
^bb3:
  return
}
