// mlir-opt-13's builtin dialect has an empty namespace, so an unknown op
// with a `builtin.` prefix belongs to an unregistered dialect: accepted with
// -allow-unregistered-dialect, reported as such without it.  Unknown ops of
// registered dialects (std, memref) are rejected even with the flag.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: cmlir-opt %s -allow-unregistered-dialect | %upstream_opt | diff - %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect | diff - %t.up
// RUN: cmlir-opt %S/Inputs/unregistered-builtin-errors.mlir -split-input-file -verify-diagnostics
// RUN: mlir-opt-13 %S/Inputs/unregistered-builtin-errors.mlir -split-input-file -verify-diagnostics
// RUN: cmlir-opt %S/Inputs/unregistered-dialect-ops-errors.mlir -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %S/Inputs/unregistered-dialect-ops-errors.mlir -split-input-file -verify-diagnostics

// CHECK: "builtin.foo"() : () -> ()
// CHECK: "builtin.bar"(%{{.*}}) {x = 1 : i32} : (i32) -> i64
// GEN: "builtin.foo"() : () -> ()
"builtin.foo"() : () -> ()
func @f(%a: i32) -> i64 {
  %0 = "builtin.bar"(%a) {x = 1 : i32} : (i32) -> i64
  return %0 : i64
}
