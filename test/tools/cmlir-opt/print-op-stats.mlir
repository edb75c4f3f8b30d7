// -print-op-stats prints a table of op counts to stderr (sorted by name,
// dialect prefixes right-aligned); the IR is still printed.
// RUN: cmlir-opt -allow-unregistered-dialect -print-op-stats %s 2>&1 >/dev/null | FileCheck %s
// RUN: %upstream_opt -print-op-stats %s 2> %t.theirs > /dev/null
// RUN: cmlir-opt -allow-unregistered-dialect -print-op-stats %s 2> %t.ours > /dev/null
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -print-op-stats %s 2>/dev/null | FileCheck %s --check-prefix=IR

// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^               func                       , 2$}}
// CHECK-NEXT: {{^               module                     , 1$}}
// CHECK-NEXT: {{^       testing.a_longer_name              , 1$}}
// CHECK-NEXT: {{^       testing.op                         , 3$}}
// CHECK-NEXT: {{^               unrealized_conversion_cast , 1$}}
// CHECK-NEXT: {{^  unregistered.x                          , 1$}}

// IR: module  {
// IR: "testing.op"

func private @decl()
func private @decl2(i32) -> i32
%0 = "testing.op"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32 to i64
"testing.op"() : () -> ()
"testing.op"() : () -> ()
"testing.a_longer_name"() : () -> ()
"unregistered.x"() : () -> ()
