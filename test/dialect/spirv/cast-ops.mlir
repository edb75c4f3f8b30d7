// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The cast ops of spv: `%x : T to U`, with an attribute dictionary.

// CHECK-LABEL: func @casts(
func @casts(%x: f32, %a: i32, %v: vector<2xi32>, %h: vector<2xf16>, %s: i16) {
  // CHECK: spv.ConvertFToS %{{.*}} : f32 to i32
  %0 = spv.ConvertFToS %x : f32 to i32
  // CHECK: spv.ConvertFToU %{{.*}} : f32 to i64
  %1 = spv.ConvertFToU %x : f32 to i64
  // CHECK: spv.ConvertSToF %{{.*}} : vector<2xi32> to vector<2xf16>
  %2 = spv.ConvertSToF %v : vector<2xi32> to vector<2xf16>
  // CHECK: spv.ConvertUToF %{{.*}} {t} : i32 to f32
  %3 = spv.ConvertUToF %a {t} : i32 to f32
  // CHECK: spv.FConvert %{{.*}} : vector<2xf16> to vector<2xf32>
  %4 = spv.FConvert %h : vector<2xf16> to vector<2xf32>
  // CHECK: spv.SConvert %{{.*}} : i16 to i32
  %5 = spv.SConvert %s : i16 to i32
  // CHECK: spv.UConvert %{{.*}} : vector<2xi32> to vector<2xi64>
  %6 = spv.UConvert %v : vector<2xi32> to vector<2xi64>
  // CHECK: spv.Bitcast %{{.*}} : i32 to f32
  %7 = spv.Bitcast %a : i32 to f32
  // CHECK: spv.Bitcast %{{.*}} : vector<2xi32> to i64
  %8 = spv.Bitcast %v : vector<2xi32> to i64
  // CHECK: spv.Bitcast %{{.*}} : vector<2xf16> to vector<4xi8>
  %9 = spv.Bitcast %h : vector<2xf16> to vector<4xi8>
  return
}
