// std.select (scalar and elementwise condition), std.splat, std.rank.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt %t.ours | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt %t.gen | diff - %t.up
// RUN: %upstream_opt %t.gen | diff - %t.up

// CHECK: func @select_splat_rank(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: vector<4xi32>, %arg5: vector<4xi1>, %arg6: tensor<2x?xf32>, %arg7: tensor<2x?xi1>, %arg8: memref<4x?xf32>, %arg9: memref<*xf32>, %arg10: tensor<*xi8>, %arg11: index) {
// CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = select %arg0, %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: %2 = select %arg5, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %3 = select %arg7, %arg6, %arg6 : tensor<2x?xi1>, tensor<2x?xf32>
// CHECK-NEXT: %4 = select %arg0, %arg8, %arg8 : memref<4x?xf32>
// CHECK-NEXT: %5 = select %arg0, %arg1, %arg2 {some.attr} : i32
// CHECK-NEXT: %6 = splat %arg3 : vector<4xf32>
// CHECK-NEXT: %7 = splat %arg1 : tensor<2x3xi32>
// CHECK-NEXT: %8 = splat %arg3 {some.attr} : vector<2x2xf32>
// CHECK-NEXT: %9 = splat %arg11 : vector<8xindex>
// CHECK-NEXT: %10 = rank %arg6 : tensor<2x?xf32>
// CHECK-NEXT: %11 = rank %arg8 : memref<4x?xf32>
// CHECK-NEXT: %12 = rank %arg9 : memref<*xf32>
// CHECK-NEXT: %13 = rank %arg10 {some.attr} : tensor<*xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: %0 = "std.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
// GENERIC-NEXT: %1 = "std.select"(%arg0, %arg4, %arg4) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %2 = "std.select"(%arg5, %arg4, %arg4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %3 = "std.select"(%arg7, %arg6, %arg6) : (tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
// GENERIC-NEXT: %4 = "std.select"(%arg0, %arg8, %arg8) : (i1, memref<4x?xf32>, memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %5 = "std.select"(%arg0, %arg1, %arg2) {some.attr} : (i1, i32, i32) -> i32
// GENERIC-NEXT: %6 = "std.splat"(%arg3) : (f32) -> vector<4xf32>
// GENERIC-NEXT: %7 = "std.splat"(%arg1) : (i32) -> tensor<2x3xi32>
// GENERIC-NEXT: %8 = "std.splat"(%arg3) {some.attr} : (f32) -> vector<2x2xf32>
// GENERIC-NEXT: %9 = "std.splat"(%arg11) : (index) -> vector<8xindex>
// GENERIC-NEXT: %10 = "std.rank"(%arg6) : (tensor<2x?xf32>) -> index
// GENERIC-NEXT: %11 = "std.rank"(%arg8) : (memref<4x?xf32>) -> index
// GENERIC-NEXT: %12 = "std.rank"(%arg9) : (memref<*xf32>) -> index
// GENERIC-NEXT: %13 = "std.rank"(%arg10) {some.attr} : (tensor<*xi8>) -> index
// GENERIC-NEXT: "std.return"() : () -> ()

func @select_splat_rank(%c: i1, %a: i32, %b: i32, %x: f32, %v: vector<4xi32>, %vc: vector<4xi1>, %t: tensor<2x?xf32>, %tc: tensor<2x?xi1>, %m: memref<4x?xf32>, %um: memref<*xf32>, %ut: tensor<*xi8>, %i: index) {
  %0 = select %c, %a, %b : i32
  %1 = select %c, %v, %v : vector<4xi32>
  %2 = select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %3 = select %tc, %t, %t : tensor<2x?xi1>, tensor<2x?xf32>
  %4 = select %c, %m, %m : memref<4x?xf32>
  %5 = select %c, %a, %b {some.attr} : i32
  %6 = splat %x : vector<4xf32>
  %7 = splat %a : tensor<2x3xi32>
  %8 = splat %x {some.attr} : vector<2x2xf32>
  %9 = splat %i : vector<8xindex>
  %10 = rank %t : tensor<2x?xf32>
  %11 = rank %m : memref<4x?xf32>
  %12 = rank %um : memref<*xf32>
  %13 = rank %ut {some.attr} : tensor<*xi8>
  return
}
