// std.atomic_rmw, std.generic_atomic_rmw and std.atomic_yield.
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
// CHECK-NEXT: func @atomic(%arg0: f32, %arg1: i32, %arg2: memref<10xf32>, %arg3: memref<4x4xi32>, %arg4: index, %arg5: index) {
// CHECK-NEXT: %0 = atomic_rmw addf %arg0, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = atomic_rmw addi %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %2 = atomic_rmw assign %arg0, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %3 = atomic_rmw maxf %arg0, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %4 = atomic_rmw maxs %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %5 = atomic_rmw maxu %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %6 = atomic_rmw minf %arg0, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %7 = atomic_rmw mins %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %8 = atomic_rmw minu %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %9 = atomic_rmw mulf %arg0, %arg2[%arg4] {tag = 1 : i64} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %10 = atomic_rmw muli %arg1, %arg3[%arg4, %arg5] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %11 = atomic_rmw addf %arg0, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %12 = std.generic_atomic_rmw %arg2[%arg4] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg6: f32):  // no predecessors
// CHECK-NEXT: %15 = addf %arg6, %arg0 : f32
// CHECK-NEXT: atomic_yield %15 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %13 = std.generic_atomic_rmw %arg3[%arg4, %arg5] : memref<4x4xi32> {
// CHECK-NEXT: ^bb0(%arg6: i32):  // no predecessors
// CHECK-NEXT: atomic_yield %arg6 : i32
// CHECK-NEXT: } {tag = "t"}
// CHECK-NEXT: %14 = std.generic_atomic_rmw %arg2[%arg4] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg6: f32):  // no predecessors
// CHECK-NEXT: atomic_yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %0 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 0 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %1 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 1 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %2 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 2 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %3 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 3 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %4 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 4 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %5 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 5 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %6 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 6 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %7 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 7 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %8 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 8 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %9 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 9 : i64, tag = 1 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %10 = "std.atomic_rmw"(%arg1, %arg3, %arg4, %arg5) {kind = 10 : i64} : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %11 = "std.atomic_rmw"(%arg0, %arg2, %arg4) {kind = 0 : i64} : (f32, memref<10xf32>, index) -> f32
// GENERIC: %12 = "std.generic_atomic_rmw"(%arg2, %arg4) ( {
// GENERIC: %15 = "std.addf"(%arg6, %arg0) : (f32, f32) -> f32
// GENERIC: "std.atomic_yield"(%15) : (f32) -> ()
// GENERIC: %13 = "std.generic_atomic_rmw"(%arg3, %arg4, %arg5) ( {
// GENERIC: "std.atomic_yield"(%arg6) : (i32) -> ()
// GENERIC: %14 = "std.generic_atomic_rmw"(%arg2, %arg4) ( {
// GENERIC: "std.atomic_yield"(%arg6) : (f32) -> ()
// GENERIC: "std.return"() : () -> ()

func @atomic(%f: f32, %i: i32, %m: memref<10xf32>, %mi: memref<4x4xi32>, %x: index, %y: index) {
  %0 = atomic_rmw addf %f, %m[%x] : (f32, memref<10xf32>) -> f32
  %1 = atomic_rmw addi %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %2 = atomic_rmw assign %f, %m[%x] : (f32, memref<10xf32>) -> f32
  %3 = atomic_rmw maxf %f, %m[%x] : (f32, memref<10xf32>) -> f32
  %4 = atomic_rmw maxs %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %5 = atomic_rmw maxu %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %6 = atomic_rmw minf %f, %m[%x] : (f32, memref<10xf32>) -> f32
  %7 = atomic_rmw mins %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %8 = atomic_rmw minu %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %9 = atomic_rmw mulf %f, %m[%x] {tag = 1} : (f32, memref<10xf32>) -> f32
  %10 = atomic_rmw muli %i, %mi[%x, %y] : (i32, memref<4x4xi32>) -> i32
  %11 = "std.atomic_rmw"(%f, %m, %x) {kind = 0 : i64} : (f32, memref<10xf32>, index) -> f32
  %12 = generic_atomic_rmw %m[%x] : memref<10xf32> {
  ^bb0(%cur: f32):
    %s = addf %cur, %f : f32
    atomic_yield %s : f32
  }
  %13 = std.generic_atomic_rmw %mi[%x, %y] : memref<4x4xi32> {
  ^bb0(%cur: i32):
    atomic_yield %cur : i32
  } {tag = "t"}
  %14 = "std.generic_atomic_rmw"(%m, %x) ({
  ^bb0(%cur: f32):
    "std.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<10xf32>, index) -> f32
  return
}
