// llvm.metadata, llvm.access_group and the llvm.loop attribute, compared
// with mlir-opt-13 (an unregistered terminator stands in for llvm.return).
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | diff - %t.upg

// CHECK: llvm.metadata @md  {
// CHECK-NEXT: llvm.access_group @g0
// CHECK-NEXT: llvm.access_group @g1 {extra}
llvm.metadata @md {
  llvm.access_group @g0
  llvm.access_group @g1 {extra}
  "test.terminator"() : () -> ()
}

// CHECK: llvm.metadata @other attributes {sym_visibility = "private"}  {
"llvm.metadata"() ({
  "llvm.access_group"() {sym_name = "g"} : () -> ()
  "test.terminator"() : () -> ()
}) {sym_name = "other", sym_visibility = "private"} : () -> ()

// CHECK-LABEL: func @loops
func @loops() {
  // CHECK: "test.op"() {llvm.loop = {parallel_access = [@md::@g0, @other::@g]}}
  "test.op"() {llvm.loop = {parallel_access = [@md::@g0, @other::@g]}} : () -> ()
  // CHECK: "test.op"() {llvm.loop = {parallel_access = []}}
  "test.op"() {llvm.loop = {parallel_access = []}} : () -> ()
  // CHECK: "test.op"() {llvm.loop = {foo = 1 : i64}}
  "test.op"() {llvm.loop = {foo = 1}} : () -> ()
  // CHECK: "test.op"() {llvm.unknown = 1 : i64}
  "test.op"() {llvm.unknown = 1} : () -> ()
  return
}
