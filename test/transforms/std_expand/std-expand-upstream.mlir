// -std-expand: ceildivi_signed / floordivi_signed on index and integers of
// several widths become 13's compare/select/divide sequences, atomic_rmw
// maxf / minf become generic_atomic_rmw (other kinds stay); diffed op for
// op and location for location with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -std-expand -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -std-expand -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -std-expand %s | FileCheck %s

// CHECK-LABEL: func @ceil
// CHECK: %[[ONE:.*]] = constant 1 : i32
// CHECK: %[[ZERO:.*]] = constant 0 : i32
// CHECK: %[[M1:.*]] = constant -1 : i32
// CHECK: %[[BP:.*]] = cmpi sgt, %arg1, %[[ZERO]] : i32
// CHECK: %[[X:.*]] = select %[[BP]], %[[M1]], %[[ONE]] : i32
// CHECK: addi %[[X]], %arg0 : i32
// CHECK: or
// CHECK: select
// CHECK-NOT: ceildivi_signed
func @ceil(%a: i32, %b: i32, %c: i64, %d: i8) -> i32 {
  %0 = ceildivi_signed %a, %b : i32
  %1 = ceildivi_signed %c, %c : i64
  %2 = ceildivi_signed %d, %d : i8
  return %0 : i32
}

// CHECK-LABEL: func @floor
// CHECK: %[[ONE:.*]] = constant 1 : index
// CHECK: %[[ZERO:.*]] = constant 0 : index
// CHECK: %[[M1:.*]] = constant -1 : index
// CHECK: %[[BN:.*]] = cmpi slt, %arg1, %[[ZERO]] : index
// CHECK: select %[[BN]], %[[ONE]], %[[M1]] : index
// CHECK-NOT: floordivi_signed
func @floor(%i: index, %j: index, %x: i16) -> index {
  %0 = floordivi_signed %i, %j : index
  %1 = floordivi_signed %x, %x : i16
  %2 = floordivi_signed %0, %i : index
  return %2 : index
}

// CHECK-LABEL: func @atomics
// CHECK: std.generic_atomic_rmw %arg0[%arg2, %arg3] : memref<4x4xf32>
// CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
// CHECK-NEXT: %[[C:.*]] = cmpf ogt, %[[CUR]], %arg1 : f32
// CHECK-NEXT: %[[S:.*]] = select %[[C]], %[[CUR]], %arg1 : f32
// CHECK-NEXT: atomic_yield %[[S]] : f32
// CHECK: cmpf olt
// CHECK: atomic_rmw addf
// CHECK: atomic_rmw maxs
func @atomics(%m: memref<4x4xf32>, %v: f32, %i: index, %j: index, %n: memref<8xi32>, %w: i32, %d: memref<f64>, %e: f64) -> f32 {
  %0 = atomic_rmw maxf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %1 = atomic_rmw minf %v, %m[%j, %i] {tag} : (f32, memref<4x4xf32>) -> f32
  %2 = atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %3 = atomic_rmw maxs %w, %n[%i] : (i32, memref<8xi32>) -> i32
  %4 = atomic_rmw maxf %e, %d[] : (f64, memref<f64>) -> f64
  return %0 : f32
}
