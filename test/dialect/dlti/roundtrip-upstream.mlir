// The DLTI attributes parse and print as mlir-opt-13 prints them (entry
// values get their type), and a module's dlti.dl_spec with valid entries
// verifies.
// REQUIRES: upstream
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt %t.ours | diff - %t.ours

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<"tool.key", "a\22b">, #dlti.dl_entry<!llvm.ptr<i8>, dense<[32, 32, 64]> : vector<3xi32>>, #dlti.dl_entry<"other", true>>}
module attributes {dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<index, 32>,
    #dlti.dl_entry<"tool.key", "a\"b">,
    #dlti.dl_entry<!llvm.ptr<i8>, dense<[32, 32, 64]> : vector<3xi32>>,
    #dlti.dl_entry<"other", true>>} {
  // Other ops may carry a spec too (only a module's entries are checked).
  // CHECK: func @f() attributes {dlti.dl_spec = #dlti.dl_spec<>, test.entry = #dlti.dl_entry<i32, 3 : i32>}
  func @f() attributes {dlti.dl_spec = #dlti.dl_spec<>, test.entry = #dlti.dl_entry<i32, 3 : i32>} {
    return
  }
}
