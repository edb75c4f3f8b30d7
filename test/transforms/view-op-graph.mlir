// The DOT output (stderr) is mlir-opt-13's, with node ids numbered in
// order of appearance (they are addresses).
// RUN: cmlir-opt %s -allow-unregistered-dialect -view-op-graph -o /dev/null 2>&1 | %python %S/Inputs/number_nodes.py > %t.ours
// RUN: %upstream_opt %s -view-op-graph -o /dev/null 2>&1 | %python %S/Inputs/number_nodes.py > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -view-op-graph='title=a"b short-names' -o /dev/null 2>&1 | %python %S/Inputs/number_nodes.py > %t.ours
// RUN: %upstream_opt %s -view-op-graph='title=a"b short-names' -o /dev/null 2>&1 | %python %S/Inputs/number_nodes.py > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: FileCheck %s < %t.ours
// REQUIRES: upstream

// CHECK: digraph "a\"bf__0" {
// CHECK-NEXT: label="a\"bf__0";
// CHECK-EMPTY:
// CHECK-NEXT: Node1 [shape=record,label="{std.constant\nloc(\"{{.*}}view-op-graph.mlir\":{{[0-9]+}}:8)\ni32\n\nvalue: 5 : i32}"];
// CHECK-NEXT: Node1 -> Node2;
// CHECK: digraph "a\"bg" {
func @f(%a: i32, %c: i1) -> i32 {
  %0 = constant 5 : i32
  %1:2 = "foo.two"(%0, %a) {attr = "x\"y", b = [1, 2]} : (i32, i32) -> (i32, f32)
  cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = addi %1#0, %0 : i32
  %3 = addi %2, %2 : i32
  return %3 : i32
^bb2:
  %big = constant dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>
  %splat = constant dense<1> : tensor<20xi32>
  "foo.x"() {arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], s = "a|b{c}<d>", t = 1.5 : f32} : () -> ()
  "foo.r"() ({ "foo.in"(%0) : (i32) -> () }) : () -> ()
  return %a : i32
}
func private @decl()
func @g() {
  return
}
