// std.return: no operands, one, several, with attributes.
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
// CHECK-NEXT: func @none() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @one(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func @many(%arg0: i32, %arg1: f32, %arg2: memref<?xf32>) -> (i32, f32, memref<?xf32>) {
// CHECK-NEXT: return %arg0, %arg1, %arg2 : i32, f32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @attr() {
// CHECK-NEXT: return {tag = 1 : i64}
// CHECK-NEXT: }
// CHECK-NEXT: func @attr2(%arg0: i32) -> i32 {
// CHECK-NEXT: return {tag = 1 : i64} %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func @generic(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.return"() : () -> ()
// GENERIC: "std.return"(%arg0) : (i32) -> ()
// GENERIC: "std.return"(%arg0, %arg1, %arg2) : (i32, f32, memref<?xf32>) -> ()
// GENERIC: "std.return"() {tag = 1 : i64} : () -> ()
// GENERIC: "std.return"(%arg0) {tag = 1 : i64} : (i32) -> ()
// GENERIC: "std.return"(%arg0) : (i32) -> ()

func @none() {
  return
}
func @one(%a: i32) -> i32 {
  return %a : i32
}
func @many(%a: i32, %b: f32, %m: memref<?xf32>) -> (i32, f32, memref<?xf32>) {
  return %a, %b, %m : i32, f32, memref<?xf32>
}
func @attr() {
  return {tag = 1}
}
func @attr2(%a: i32) -> i32 {
  return {tag = 1} %a : i32
}
func @generic(%a: i32) -> i32 {
  "std.return"(%a) : (i32) -> ()
}
