// std casts: index_cast, sitofp, uitofp, fptosi, fptoui, fpext, fptrunc, sexti, zexti, trunci (upstream 13 prints no attribute dictionary for casts).
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

// CHECK: func @casts(%arg0: i32, %arg1: index, %arg2: f32, %arg3: f64, %arg4: f16, %arg5: vector<4xi32>, %arg6: vector<4xindex>, %arg7: vector<4xf32>, %arg8: tensor<2x?xi32>, %arg9: i1) {
// CHECK-NEXT: %0 = index_cast %arg1 : index to i32
// CHECK-NEXT: %1 = index_cast %arg0 : i32 to index
// CHECK-NEXT: %2 = index_cast %arg5 : vector<4xi32> to vector<4xindex>
// CHECK-NEXT: %3 = index_cast %arg8 : tensor<2x?xi32> to tensor<2x?xindex>
// CHECK-NEXT: %4 = sitofp %arg0 : i32 to f32
// CHECK-NEXT: %5 = uitofp %arg0 : i32 to f64
// CHECK-NEXT: %6 = sitofp %arg5 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %7 = fptosi %arg2 : f32 to i32
// CHECK-NEXT: %8 = fptoui %arg3 : f64 to i8
// CHECK-NEXT: %9 = fptosi %arg7 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %10 = fpext %arg2 : f32 to f64
// CHECK-NEXT: %11 = fpext %arg4 : f16 to f32
// CHECK-NEXT: %12 = fptrunc %arg3 : f64 to f32
// CHECK-NEXT: %13 = fptrunc %arg2 : f32 to f16
// CHECK-NEXT: %14 = sexti %arg0 : i32 to i64
// CHECK-NEXT: %15 = zexti %arg9 : i1 to i32
// CHECK-NEXT: %16 = trunci %arg0 : i32 to i8
// CHECK-NEXT: %17 = sexti %arg5 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %18 = trunci %arg8 : tensor<2x?xi32> to tensor<2x?xi16>
// CHECK-NEXT: %19 = zexti %arg0 : i32 to i64
// CHECK-NEXT: %20 = index_cast %arg1 : index to i64
// CHECK-NEXT: %21 = uitofp %arg5 : vector<4xi32> to vector<4xf64>
// CHECK-NEXT: %22 = fptoui %arg7 : vector<4xf32> to vector<4xi64>
// CHECK-NEXT: %23 = fpext %arg7 : vector<4xf32> to vector<4xf64>
// CHECK-NEXT: %24 = fptrunc %arg7 : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: %0 = "std.index_cast"(%arg1) : (index) -> i32
// GENERIC-NEXT: %1 = "std.index_cast"(%arg0) : (i32) -> index
// GENERIC-NEXT: %2 = "std.index_cast"(%arg5) : (vector<4xi32>) -> vector<4xindex>
// GENERIC-NEXT: %3 = "std.index_cast"(%arg8) : (tensor<2x?xi32>) -> tensor<2x?xindex>
// GENERIC-NEXT: %4 = "std.sitofp"(%arg0) : (i32) -> f32
// GENERIC-NEXT: %5 = "std.uitofp"(%arg0) : (i32) -> f64
// GENERIC-NEXT: %6 = "std.sitofp"(%arg5) : (vector<4xi32>) -> vector<4xf32>
// GENERIC-NEXT: %7 = "std.fptosi"(%arg2) : (f32) -> i32
// GENERIC-NEXT: %8 = "std.fptoui"(%arg3) : (f64) -> i8
// GENERIC-NEXT: %9 = "std.fptosi"(%arg7) : (vector<4xf32>) -> vector<4xi32>
// GENERIC-NEXT: %10 = "std.fpext"(%arg2) : (f32) -> f64
// GENERIC-NEXT: %11 = "std.fpext"(%arg4) : (f16) -> f32
// GENERIC-NEXT: %12 = "std.fptrunc"(%arg3) : (f64) -> f32
// GENERIC-NEXT: %13 = "std.fptrunc"(%arg2) : (f32) -> f16
// GENERIC-NEXT: %14 = "std.sexti"(%arg0) : (i32) -> i64
// GENERIC-NEXT: %15 = "std.zexti"(%arg9) : (i1) -> i32
// GENERIC-NEXT: %16 = "std.trunci"(%arg0) : (i32) -> i8
// GENERIC-NEXT: %17 = "std.sexti"(%arg5) : (vector<4xi32>) -> vector<4xi64>
// GENERIC-NEXT: %18 = "std.trunci"(%arg8) : (tensor<2x?xi32>) -> tensor<2x?xi16>
// GENERIC-NEXT: %19 = "std.zexti"(%arg0) {some.attr} : (i32) -> i64
// GENERIC-NEXT: %20 = "std.index_cast"(%arg1) {some.attr = 1 : i64} : (index) -> i64
// GENERIC-NEXT: %21 = "std.uitofp"(%arg5) : (vector<4xi32>) -> vector<4xf64>
// GENERIC-NEXT: %22 = "std.fptoui"(%arg7) : (vector<4xf32>) -> vector<4xi64>
// GENERIC-NEXT: %23 = "std.fpext"(%arg7) : (vector<4xf32>) -> vector<4xf64>
// GENERIC-NEXT: %24 = "std.fptrunc"(%arg7) : (vector<4xf32>) -> vector<4xbf16>
// GENERIC-NEXT: "std.return"() : () -> ()

func @casts(%a: i32, %i: index, %x: f32, %d: f64, %h: f16, %v: vector<4xi32>, %vi: vector<4xindex>, %vf: vector<4xf32>, %t: tensor<2x?xi32>, %b: i1) {
  %0 = index_cast %i : index to i32
  %1 = index_cast %a : i32 to index
  %2 = index_cast %v : vector<4xi32> to vector<4xindex>
  %3 = index_cast %t : tensor<2x?xi32> to tensor<2x?xindex>
  %4 = sitofp %a : i32 to f32
  %5 = uitofp %a : i32 to f64
  %6 = sitofp %v : vector<4xi32> to vector<4xf32>
  %7 = fptosi %x : f32 to i32
  %8 = fptoui %d : f64 to i8
  %9 = fptosi %vf : vector<4xf32> to vector<4xi32>
  %10 = fpext %x : f32 to f64
  %11 = fpext %h : f16 to f32
  %12 = fptrunc %d : f64 to f32
  %13 = fptrunc %x : f32 to f16
  %14 = sexti %a : i32 to i64
  %15 = zexti %b : i1 to i32
  %16 = trunci %a : i32 to i8
  %17 = sexti %v : vector<4xi32> to vector<4xi64>
  %18 = trunci %t : tensor<2x?xi32> to tensor<2x?xi16>
  %19 = zexti %a {some.attr} : i32 to i64
  %20 = index_cast %i {some.attr = 1 : i64} : index to i64
  %21 = uitofp %v : vector<4xi32> to vector<4xf64>
  %22 = fptoui %vf : vector<4xf32> to vector<4xi64>
  %23 = fpext %vf : vector<4xf32> to vector<4xf64>
  %24 = fptrunc %vf : vector<4xf32> to vector<4xbf16>
  return
}
