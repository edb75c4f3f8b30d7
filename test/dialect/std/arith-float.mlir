// std float arithmetic (binary, unary, fmaf) on scalars of every width, vectors and tensors.
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

// CHECK: func @float_arith(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16, %arg4: bf16, %arg5: vector<4xf32>, %arg6: tensor<2x?xf64>) {
// CHECK-NEXT: %0 = addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = addf %arg2, %arg2 : f64
// CHECK-NEXT: %2 = addf %arg3, %arg3 : f16
// CHECK-NEXT: %3 = addf %arg4, %arg4 : bf16
// CHECK-NEXT: %4 = addf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %5 = addf %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %6 = subf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = subf %arg2, %arg2 : f64
// CHECK-NEXT: %8 = subf %arg3, %arg3 : f16
// CHECK-NEXT: %9 = subf %arg4, %arg4 : bf16
// CHECK-NEXT: %10 = subf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %11 = subf %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %12 = mulf %arg0, %arg1 : f32
// CHECK-NEXT: %13 = mulf %arg2, %arg2 : f64
// CHECK-NEXT: %14 = mulf %arg3, %arg3 : f16
// CHECK-NEXT: %15 = mulf %arg4, %arg4 : bf16
// CHECK-NEXT: %16 = mulf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %17 = mulf %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %18 = divf %arg0, %arg1 : f32
// CHECK-NEXT: %19 = divf %arg2, %arg2 : f64
// CHECK-NEXT: %20 = divf %arg3, %arg3 : f16
// CHECK-NEXT: %21 = divf %arg4, %arg4 : bf16
// CHECK-NEXT: %22 = divf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %23 = divf %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %24 = remf %arg0, %arg1 : f32
// CHECK-NEXT: %25 = remf %arg2, %arg2 : f64
// CHECK-NEXT: %26 = remf %arg3, %arg3 : f16
// CHECK-NEXT: %27 = remf %arg4, %arg4 : bf16
// CHECK-NEXT: %28 = remf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %29 = remf %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %30 = copysign %arg0, %arg1 : f32
// CHECK-NEXT: %31 = copysign %arg2, %arg2 : f64
// CHECK-NEXT: %32 = copysign %arg3, %arg3 : f16
// CHECK-NEXT: %33 = copysign %arg4, %arg4 : bf16
// CHECK-NEXT: %34 = copysign %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %35 = copysign %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %36 = negf %arg0 : f32
// CHECK-NEXT: %37 = negf %arg2 : f64
// CHECK-NEXT: %38 = negf %arg5 : vector<4xf32>
// CHECK-NEXT: %39 = negf %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %40 = absf %arg0 : f32
// CHECK-NEXT: %41 = absf %arg2 : f64
// CHECK-NEXT: %42 = absf %arg5 : vector<4xf32>
// CHECK-NEXT: %43 = absf %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %44 = ceilf %arg0 : f32
// CHECK-NEXT: %45 = ceilf %arg2 : f64
// CHECK-NEXT: %46 = ceilf %arg5 : vector<4xf32>
// CHECK-NEXT: %47 = ceilf %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %48 = floorf %arg0 : f32
// CHECK-NEXT: %49 = floorf %arg2 : f64
// CHECK-NEXT: %50 = floorf %arg5 : vector<4xf32>
// CHECK-NEXT: %51 = floorf %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %52 = fmaf %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %53 = fmaf %arg5, %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %54 = fmaf %arg6, %arg6, %arg6 : tensor<2x?xf64>
// CHECK-NEXT: %55 = negf %arg0 {some.attr} : f32
// CHECK-NEXT: %56 = mulf %arg0, %arg1 {some.attr = "x"} : f32
// CHECK-NEXT: %57 = fmaf %arg0, %arg1, %arg0 {some.attr} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: %0 = "std.addf"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "std.addf"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %2 = "std.addf"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %3 = "std.addf"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %4 = "std.addf"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %5 = "std.addf"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %6 = "std.subf"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %7 = "std.subf"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %8 = "std.subf"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %9 = "std.subf"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %10 = "std.subf"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %11 = "std.subf"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %12 = "std.mulf"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %13 = "std.mulf"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %14 = "std.mulf"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %15 = "std.mulf"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %16 = "std.mulf"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %17 = "std.mulf"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %18 = "std.divf"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %19 = "std.divf"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %20 = "std.divf"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %21 = "std.divf"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %22 = "std.divf"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %23 = "std.divf"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %24 = "std.remf"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %25 = "std.remf"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %26 = "std.remf"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %27 = "std.remf"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %28 = "std.remf"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %29 = "std.remf"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %30 = "std.copysign"(%arg0, %arg1) : (f32, f32) -> f32
// GENERIC-NEXT: %31 = "std.copysign"(%arg2, %arg2) : (f64, f64) -> f64
// GENERIC-NEXT: %32 = "std.copysign"(%arg3, %arg3) : (f16, f16) -> f16
// GENERIC-NEXT: %33 = "std.copysign"(%arg4, %arg4) : (bf16, bf16) -> bf16
// GENERIC-NEXT: %34 = "std.copysign"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %35 = "std.copysign"(%arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %36 = "std.negf"(%arg0) : (f32) -> f32
// GENERIC-NEXT: %37 = "std.negf"(%arg2) : (f64) -> f64
// GENERIC-NEXT: %38 = "std.negf"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %39 = "std.negf"(%arg6) : (tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %40 = "std.absf"(%arg0) : (f32) -> f32
// GENERIC-NEXT: %41 = "std.absf"(%arg2) : (f64) -> f64
// GENERIC-NEXT: %42 = "std.absf"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %43 = "std.absf"(%arg6) : (tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %44 = "std.ceilf"(%arg0) : (f32) -> f32
// GENERIC-NEXT: %45 = "std.ceilf"(%arg2) : (f64) -> f64
// GENERIC-NEXT: %46 = "std.ceilf"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %47 = "std.ceilf"(%arg6) : (tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %48 = "std.floorf"(%arg0) : (f32) -> f32
// GENERIC-NEXT: %49 = "std.floorf"(%arg2) : (f64) -> f64
// GENERIC-NEXT: %50 = "std.floorf"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %51 = "std.floorf"(%arg6) : (tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %52 = "std.fmaf"(%arg0, %arg1, %arg0) : (f32, f32, f32) -> f32
// GENERIC-NEXT: %53 = "std.fmaf"(%arg5, %arg5, %arg5) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %54 = "std.fmaf"(%arg6, %arg6, %arg6) : (tensor<2x?xf64>, tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC-NEXT: %55 = "std.negf"(%arg0) {some.attr} : (f32) -> f32
// GENERIC-NEXT: %56 = "std.mulf"(%arg0, %arg1) {some.attr = "x"} : (f32, f32) -> f32
// GENERIC-NEXT: %57 = "std.fmaf"(%arg0, %arg1, %arg0) {some.attr} : (f32, f32, f32) -> f32
// GENERIC-NEXT: "std.return"() : () -> ()

func @float_arith(%a: f32, %b: f32, %d: f64, %h: f16, %bf: bf16, %v: vector<4xf32>, %t: tensor<2x?xf64>) {
  %s0 = addf %a, %b : f32
  %d0 = addf %d, %d : f64
  %h0 = addf %h, %h : f16
  %b0 = addf %bf, %bf : bf16
  %v0 = addf %v, %v : vector<4xf32>
  %t0 = addf %t, %t : tensor<2x?xf64>
  %s1 = subf %a, %b : f32
  %d1 = subf %d, %d : f64
  %h1 = subf %h, %h : f16
  %b1 = subf %bf, %bf : bf16
  %v1 = subf %v, %v : vector<4xf32>
  %t1 = subf %t, %t : tensor<2x?xf64>
  %s2 = mulf %a, %b : f32
  %d2 = mulf %d, %d : f64
  %h2 = mulf %h, %h : f16
  %b2 = mulf %bf, %bf : bf16
  %v2 = mulf %v, %v : vector<4xf32>
  %t2 = mulf %t, %t : tensor<2x?xf64>
  %s3 = divf %a, %b : f32
  %d3 = divf %d, %d : f64
  %h3 = divf %h, %h : f16
  %b3 = divf %bf, %bf : bf16
  %v3 = divf %v, %v : vector<4xf32>
  %t3 = divf %t, %t : tensor<2x?xf64>
  %s4 = remf %a, %b : f32
  %d4 = remf %d, %d : f64
  %h4 = remf %h, %h : f16
  %b4 = remf %bf, %bf : bf16
  %v4 = remf %v, %v : vector<4xf32>
  %t4 = remf %t, %t : tensor<2x?xf64>
  %s5 = copysign %a, %b : f32
  %d5 = copysign %d, %d : f64
  %h5 = copysign %h, %h : f16
  %b5 = copysign %bf, %bf : bf16
  %v5 = copysign %v, %v : vector<4xf32>
  %t5 = copysign %t, %t : tensor<2x?xf64>
  %s6 = negf %a : f32
  %d6 = negf %d : f64
  %v6 = negf %v : vector<4xf32>
  %t6 = negf %t : tensor<2x?xf64>
  %s7 = absf %a : f32
  %d7 = absf %d : f64
  %v7 = absf %v : vector<4xf32>
  %t7 = absf %t : tensor<2x?xf64>
  %s8 = ceilf %a : f32
  %d8 = ceilf %d : f64
  %v8 = ceilf %v : vector<4xf32>
  %t8 = ceilf %t : tensor<2x?xf64>
  %s9 = floorf %a : f32
  %d9 = floorf %d : f64
  %v9 = floorf %v : vector<4xf32>
  %t9 = floorf %t : tensor<2x?xf64>
  %f0 = fmaf %a, %b, %a : f32
  %f1 = fmaf %v, %v, %v : vector<4xf32>
  %f2 = fmaf %t, %t, %t : tensor<2x?xf64>
  %attr = negf %a {some.attr} : f32
  %attr2 = mulf %a, %b {some.attr = "x"} : f32
  %attr3 = fmaf %a, %b, %a {some.attr} : f32
  return
}
