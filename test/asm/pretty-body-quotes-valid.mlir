// A pretty body whose quoted text is bracket-balanced is accepted and
// printed as upstream 13 prints it.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect | %upstream_opt | diff - %t.up

// CHECK: %0 = "f"() {a = #foo.bar<"b<>c">, b = #foo.baz<[1, 2]>} : () -> !foo.t<"(x)">
"f"() {a = #foo.bar<"b<>c">, b = #foo.baz<[1, 2]>} : () -> !foo.t<"(x)">
