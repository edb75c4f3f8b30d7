// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The GLSL.std.450 and OpenCL.std extended instructions of spv.

// CHECK-LABEL: func @glsl(
func @glsl(%x: f32, %v: vector<3xf16>, %d: f64, %a: i32, %s: si32, %u: vector<2xui8>) {
  // CHECK: spv.GLSL.FAbs %{{.*}} : f64
  %0 = spv.GLSL.FAbs %d : f64
  // CHECK: spv.GLSL.SAbs %{{.*}} : i32
  %1 = spv.GLSL.SAbs %a : i32
  %2 = spv.GLSL.Ceil %x : f32
  %3 = spv.GLSL.Cos %v : vector<3xf16>
  %4 = spv.GLSL.Sin %x : f32
  %5 = spv.GLSL.Tan %x : f32
  %6 = spv.GLSL.Asin %x : f32
  %7 = spv.GLSL.Acos %x : f32
  %8 = spv.GLSL.Atan %x : f32
  %9 = spv.GLSL.Exp %x : f32
  %10 = spv.GLSL.Floor %d : f64
  %11 = spv.GLSL.Round %x : f32
  %12 = spv.GLSL.InverseSqrt %x : f32
  %13 = spv.GLSL.Log %x : f32
  // CHECK: spv.GLSL.FMax %{{.*}}, %{{.*}} : f32
  %14 = spv.GLSL.FMax %x, %x : f32
  %15 = spv.GLSL.SMax %a, %a : i32
  %16 = spv.GLSL.FMin %v, %v : vector<3xf16>
  %17 = spv.GLSL.SMin %a, %a : i32
  // CHECK: spv.GLSL.Pow %{{.*}}, %{{.*}} {p} : f32
  %18 = spv.GLSL.Pow %x, %x {p} : f32
  %19 = spv.GLSL.FSign %x : f32
  %20 = spv.GLSL.SSign %a : i32
  %21 = spv.GLSL.Sqrt %x : f32
  %22 = spv.GLSL.Sinh %x : f32
  %23 = spv.GLSL.Cosh %x : f32
  %24 = spv.GLSL.Tanh %x : f32
  // CHECK: spv.GLSL.FClamp %{{.*}}, %{{.*}}, %{{.*}} : f32
  %25 = spv.GLSL.FClamp %x, %x, %x : f32
  // CHECK: spv.GLSL.UClamp %{{.*}}, %{{.*}}, %{{.*}} : vector<2xui8>
  %26 = spv.GLSL.UClamp %u, %u, %u : vector<2xui8>
  // CHECK: spv.GLSL.SClamp %{{.*}}, %{{.*}}, %{{.*}} : si32
  %27 = spv.GLSL.SClamp %s, %s, %s : si32
  // CHECK: spv.GLSL.Fma %{{.*}}, %{{.*}}, %{{.*}} : f64
  %28 = spv.GLSL.Fma %d, %d, %d : f64
  // CHECK: spv.GLSL.Ldexp %{{.*}} : f32, %{{.*}} : i32 -> f32
  %29 = spv.GLSL.Ldexp %x : f32, %a : i32 -> f32
  // CHECK: spv.GLSL.FMix {m} %{{.*}} : f32, %{{.*}} : f32, %{{.*}} : f32 -> f32
  %30 = spv.GLSL.FMix {m} %x : f32, %x : f32, %x : f32 -> f32
  // CHECK: spv.GLSL.UClamp %{{.*}}, %{{.*}}, %{{.*}} : i32
  %31 = spv.GLSL.UClamp %a, %a, %a : i32
  // CHECK: spv.GLSL.FrexpStruct %{{.*}} : f32 -> !spv.struct<(f32, i32)>
  %32 = spv.GLSL.FrexpStruct %x : f32 -> !spv.struct<(f32, i32)>
  // CHECK: spv.GLSL.FrexpStruct %{{.*}} : vector<3xf16> -> !spv.struct<(vector<3xf16>, vector<3xi32>)>
  %33 = spv.GLSL.FrexpStruct %v : vector<3xf16> -> !spv.struct<(vector<3xf16>, vector<3xi32>)>
  return
}

// CHECK-LABEL: func @ocl(
func @ocl(%x: f32, %v: vector<4xf16>, %a: vector<2xi64>) {
  // CHECK: spv.OCL.exp %{{.*}} : f32
  %0 = spv.OCL.exp %x : f32
  // CHECK: spv.OCL.fabs %{{.*}} : vector<4xf16>
  %1 = spv.OCL.fabs %v : vector<4xf16>
  // CHECK: spv.OCL.s_abs %{{.*}} : vector<2xi64>
  %2 = spv.OCL.s_abs %a : vector<2xi64>
  return
}

