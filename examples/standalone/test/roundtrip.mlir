// RUN: standalone-opt %s | FileCheck %s
// RUN: standalone-opt %s | standalone-opt | FileCheck %s
// RUN: standalone-opt %s -mlir-print-op-generic | standalone-opt | FileCheck %s

// The dialect's ops, type and attribute print as they were written.

// CHECK-LABEL: func @ops
// CHECK-SAME: (%[[X:.*]]: i32)
func @ops(%x: i32) -> !standalone.custom<"box"> {
  // CHECK: %[[A:.*]] = standalone.foo %[[X]] : i32
  %a = standalone.foo %x : i32
  // CHECK: %[[B:.*]] = standalone.bar %[[A]] {note = "kept"} : i32
  %b = standalone.bar %a {note = "kept"} : i32
  // CHECK: %[[W:.*]] = standalone.wrap %[[B]] {level = #standalone.level<2>} : i32 -> !standalone.custom<"box">
  %w = standalone.wrap %b {level = #standalone.level<2>} : i32 -> !standalone.custom<"box">
  // CHECK: return %[[W]] : !standalone.custom<"box">
  return %w : !standalone.custom<"box">
}

// The type and the attribute anywhere a type or an attribute may appear.
// CHECK-LABEL: func @types
// CHECK-SAME: (%{{.*}}: !standalone.custom<"a b">, %{{.*}}: memref<4x!standalone.custom<"">>)
// CHECK-SAME: attributes {levels = [#standalone.level<0>, #standalone.level<7>]}
func @types(%a: !standalone.custom<"a b">, %m: memref<4x!standalone.custom<"">>)
    attributes {levels = [#standalone.level<0>, #standalone.level<7>]} {
  return
}

// cmlir's own dialects are there too.
// CHECK-LABEL: func @mixed
// CHECK: %[[C:.*]] = constant 1 : i64
// CHECK: standalone.foo %[[C]] : i64
func @mixed() -> i64 {
  %c = constant 1 : i64
  %f = standalone.foo %c : i64
  return %f : i64
}
