// std.assert: custom and generic forms.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %t.ours | diff - %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt -allow-unregistered-dialect %t.gen | diff - %t.up
// RUN: %upstream_opt %t.gen | diff - %t.up

// CHECK: module  {
// CHECK-NEXT: func @assert(%arg0: i1) {
// CHECK-NEXT: assert %arg0, "always true"
// CHECK-NEXT: assert %arg0, "with \22quotes\22 and \0A newline"
// CHECK-NEXT: assert %arg0, "" {tag = 1 : i64}
// CHECK-NEXT: assert %arg0, "generic"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.assert"(%arg0) {msg = "always true"} : (i1) -> ()
// GENERIC: "std.assert"(%arg0) {msg = "with \22quotes\22 and \0A newline"} : (i1) -> ()
// GENERIC: "std.assert"(%arg0) {msg = "", tag = 1 : i64} : (i1) -> ()
// GENERIC: "std.assert"(%arg0) {msg = "generic"} : (i1) -> ()
// GENERIC: "std.return"() : () -> ()

func @assert(%c: i1) {
  assert %c, "always true"
  assert %c, "with \"quotes\" and \n newline"
  assert %c, "" {tag = 1}
  "std.assert"(%c) {msg = "generic"} : (i1) -> ()
  return
}
