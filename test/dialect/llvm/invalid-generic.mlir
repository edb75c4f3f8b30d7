// Malformed generic forms of llvm ops: missing or ill-typed attributes,
// regions and operand segments, with mlir-opt-13's messages.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
// expected-error@+1 {{'llvm.func' op requires one region}}
"llvm.func"() : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op requires one region}}
"llvm.mlir.global"() : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op requires one region}}
"llvm.mlir.global"() ({}, {}) {sym_name = "g", type = i32, linkage = 1 : i64} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op expects argument attribute array `arg_attrs` to have the same number of elements as the number of function arguments, got 1, but expected 0}}
"llvm.func"() ({}) {sym_name = "f", type = !llvm.func<void ()>, arg_attrs = [{}]} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op expects argument attribute dictionary to be a DictionaryAttr, but got `1 : i64`}}
"llvm.func"() ({}) {sym_name = "f", type = !llvm.func<void (i32)>, arg_attrs = [1]} : () -> ()
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.switch' op requires 1D vector attribute 'operand_segment_sizes'}}
  "llvm.switch"(%a)[^bb1] : (i32) -> ()
^bb1:
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.switch' op attribute 'case_values' failed to satisfy constraint: constant vector/tensor attribute}}
  "llvm.switch"(%a)[^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, case_values = "x"} : (i32) -> ()
^bb1:
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.cond_br' op requires 1D vector attribute 'operand_segment_sizes'}}
  "llvm.cond_br"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.br' op requires 1 successor but found 0}}
  "llvm.br"() : () -> ()
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "llvm.call"(%a) {callee = "x"} : (i32) -> i32
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "llvm.call"(%a) {callee = @x::@y} : (i32) -> i32
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op must have 0 or 1 result}}
  %0:2 = "llvm.call"(%a) {callee = @f} : (i32) -> (i32, i32)
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.extractvalue' op requires attribute 'position'}}
  %0 = "llvm.extractvalue"(%a) : (i32) -> i32
  return
}
// -----
func @f(%a: !llvm.struct<"x", opaque>) {
// expected-error@+1 {{'llvm.extractvalue' op position out of bounds0}}
  %0 = "llvm.extractvalue"(%a) {position = [0]} : (!llvm.struct<"x", opaque>) -> i32
  return
}
// -----
func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op attribute 'global_name' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "llvm.mlir.addressof"() {global_name = 1} : () -> !llvm.ptr<i32>
  return
}
// -----
func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op requires attribute 'global_name'}}
  %0 = "llvm.mlir.addressof"() : () -> !llvm.ptr<i32>
  return
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op expects a non-empty block}}
"llvm.mlir.global"() ({
^bb0:
}) {sym_name = "g", type = i32, linkage = 1 : i64} : () -> ()
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.return' op expected at most 1 operand}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}
// -----
func @f(%a: vector<4xf32>) {
// expected-error@+1 {{'llvm.shufflevector' op attribute 'mask' failed to satisfy constraint: array attribute}}
  %0 = "llvm.shufflevector"(%a, %a) {mask = 1} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}
// -----
func @f(%a: i32) {
// expected-error@+1 {{'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: llvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%a, %a) {predicate = "eq"} : (i32, i32) -> i1
  return
}
// -----
func @f(%p: !llvm.ptr<i32>) {
// expected-error@+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: symbol ref array attribute}}
  %0 = "llvm.load"(%p) {access_groups = 1} : (!llvm.ptr<i32>) -> i32
  return
}
// -----
// expected-error@+1 {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() ({
^bb0(%a: index):
  "llvm.return"() : () -> ()
}) {sym_name = "f", type = !llvm.func<void (index)>} : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
"llvm.mlir.global"() ({}) {sym_name = "g", type = i32, linkage = 1 : i64, alignment = 8 : i32} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op expects result attribute array `res_attrs` to have the same number of elements as the number of function results, got 2, but expected 1}}
"llvm.func"() ({}) {sym_name = "f", type = !llvm.func<i32 ()>, res_attrs = [{}, {}]} : () -> ()
// -----
"llvm.func"() ({}) {sym_name = "f", type = !llvm.func<i32 ()>, res_attrs = [{llvm.foo}]} : () -> ()

