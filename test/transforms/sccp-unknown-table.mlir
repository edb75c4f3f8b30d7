// RUN: cmlir-opt %s -allow-unregistered-dialect -sccp | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -sccp > %t.ours
// RUN: %upstream_opt %s -sccp > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// An unregistered op with one region might be a symbol table: the calls
// it might hide are unknown, so no function is tracked (their arguments
// are overdefined).
// CHECK-LABEL: func private @p
// CHECK-NEXT: return %arg0 : i32
func private @p(%a: i32) -> i32 {
  return %a : i32
}
func @q() -> i32 {
  %c3 = constant 3 : i32
  %0 = call @p(%c3) : (i32) -> i32
  "foo.table"() ({
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return %0 : i32
}
