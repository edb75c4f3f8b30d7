// std.call and std.call_indirect: custom and generic forms.
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
// CHECK-NEXT: func private @none()
// CHECK-NEXT: func private @one(i32) -> i64
// CHECK-NEXT: func private @many(i32, f32, memref<4xf32>) -> (i1, index)
// CHECK-NEXT: func @call(%arg0: i32, %arg1: f32, %arg2: memref<4xf32>) -> i64 {
// CHECK-NEXT: call @none() : () -> ()
// CHECK-NEXT: %0 = call @one(%arg0) : (i32) -> i64
// CHECK-NEXT: %1:2 = call @many(%arg0, %arg1, %arg2) : (i32, f32, memref<4xf32>) -> (i1, index)
// CHECK-NEXT: %2 = call @one(%arg0) {tag = "t"} : (i32) -> i64
// CHECK-NEXT: %f = constant @one : (i32) -> i64
// CHECK-NEXT: %3 = call_indirect %f(%arg0) : (i32) -> i64
// CHECK-NEXT: %f_0 = constant @many : (i32, f32, memref<4xf32>) -> (i1, index)
// CHECK-NEXT: %4:2 = call_indirect %f_0(%arg0, %arg1, %arg2) {tag} : (i32, f32, memref<4xf32>) -> (i1, index)
// CHECK-NEXT: %f_1 = constant @none : () -> ()
// CHECK-NEXT: call_indirect %f_1() : () -> ()
// CHECK-NEXT: %5 = call @one(%arg0) : (i32) -> i64
// CHECK-NEXT: %6 = call_indirect %f(%arg0) : (i32) -> i64
// CHECK-NEXT: %7 = call @rec(%0) : (i64) -> i64
// CHECK-NEXT: return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func @rec(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = call @rec(%arg0) : (i64) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "std.call"() {callee = @none} : () -> ()
// GENERIC: %0 = "std.call"(%arg0) {callee = @one} : (i32) -> i64
// GENERIC: %1:2 = "std.call"(%arg0, %arg1, %arg2) {callee = @many} : (i32, f32, memref<4xf32>) -> (i1, index)
// GENERIC: %2 = "std.call"(%arg0) {callee = @one, tag = "t"} : (i32) -> i64
// GENERIC: %3 = "std.constant"() {value = @one} : () -> ((i32) -> i64)
// GENERIC: %4 = "std.call_indirect"(%3, %arg0) : ((i32) -> i64, i32) -> i64
// GENERIC: %5 = "std.constant"() {value = @many} : () -> ((i32, f32, memref<4xf32>) -> (i1, index))
// GENERIC: %6:2 = "std.call_indirect"(%5, %arg0, %arg1, %arg2) {tag} : ((i32, f32, memref<4xf32>) -> (i1, index), i32, f32, memref<4xf32>) -> (i1, index)
// GENERIC: %7 = "std.constant"() {value = @none} : () -> (() -> ())
// GENERIC: "std.call_indirect"(%7) : (() -> ()) -> ()
// GENERIC: %8 = "std.call"(%arg0) {callee = @one} : (i32) -> i64
// GENERIC: %9 = "std.call_indirect"(%3, %arg0) : ((i32) -> i64, i32) -> i64
// GENERIC: %10 = "std.call"(%0) {callee = @rec} : (i64) -> i64
// GENERIC: "std.return"(%10) : (i64) -> ()
// GENERIC: %0 = "std.call"(%arg0) {callee = @rec} : (i64) -> i64
// GENERIC: "std.return"(%0) : (i64) -> ()

func private @none()
func private @one(i32) -> i64
func private @many(i32, f32, memref<4xf32>) -> (i1, index)
func @call(%a: i32, %f: f32, %m: memref<4xf32>) -> i64 {
  call @none() : () -> ()
  %0 = call @one(%a) : (i32) -> i64
  %1:2 = call @many(%a, %f, %m) : (i32, f32, memref<4xf32>) -> (i1, index)
  %2 = call @one(%a) {tag = "t"} : (i32) -> i64
  %fn = constant @one : (i32) -> i64
  %3 = call_indirect %fn(%a) : (i32) -> i64
  %fn2 = constant @many : (i32, f32, memref<4xf32>) -> (i1, index)
  %4:2 = call_indirect %fn2(%a, %f, %m) {tag} : (i32, f32, memref<4xf32>) -> (i1, index)
  %fn3 = constant @none : () -> ()
  call_indirect %fn3() : () -> ()
  %5 = "std.call"(%a) {callee = @one} : (i32) -> i64
  %6 = "std.call_indirect"(%fn, %a) : ((i32) -> i64, i32) -> i64
  %r = call @rec(%0) : (i64) -> i64
  return %r : i64
}
func @rec(%x: i64) -> i64 {
  %0 = call @rec(%x) : (i64) -> i64
  return %0 : i64
}
