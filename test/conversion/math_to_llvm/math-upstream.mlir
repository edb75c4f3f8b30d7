// -convert-math-to-llvm on scalars of every float width, 1-D and n-D
// vectors: the intrinsics (attributes kept), the expm1 / log1p / rsqrt
// expansions, one cast per n-D use of an unconverted value, and the ops
// 13 leaves alone (tanh, atan, atan2, anything on tensors); diffed op for
// op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-math-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-math-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: func @intrinsics
// CHECK: "llvm.intr.cos"(%arg0) : (f32) -> f32
// CHECK: "llvm.intr.sin"(%arg0) : (f32) -> f32
// CHECK: "llvm.intr.exp"(%arg1) : (f64) -> f64
// CHECK: "llvm.intr.exp2"(%arg2) : (f16) -> f16
// CHECK: "llvm.intr.log"(%arg3) : (bf16) -> bf16
// CHECK: "llvm.intr.log10"(%arg0) : (f32) -> f32
// CHECK: "llvm.intr.log2"(%arg0) : (f32) -> f32
// CHECK: "llvm.intr.sqrt"(%arg1) : (f64) -> f64
// CHECK: "llvm.intr.pow"(%arg0, %arg0) {tag = "kept"} : (f32, f32) -> f32
// CHECK: "llvm.intr.sqrt"(%arg4) : (vector<4xf32>) -> vector<4xf32>
// CHECK: "llvm.intr.pow"(%arg4, %arg4) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
func @intrinsics(%f: f32, %d: f64, %h: f16, %b: bf16, %v: vector<4xf32>) -> f32 {
  %0 = math.cos %f : f32
  %1 = math.sin %f : f32
  %2 = math.exp %d : f64
  %3 = math.exp2 %h : f16
  %4 = math.log %b : bf16
  %5 = math.log10 %f : f32
  %6 = math.log2 %f : f32
  %7 = math.sqrt %d : f64
  %8 = math.powf %f, %f {tag = "kept"} : f32
  %9 = math.sqrt %v : vector<4xf32>
  %10 = math.powf %v, %v : vector<4xf32>
  %11 = std.addf %0, %8 : f32
  return %11 : f32
}

// CHECK-LABEL: func @expansions
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[E:.*]] = "llvm.intr.exp"(%arg0) : (f32) -> f32
// CHECK: llvm.fsub %[[E]], %[[ONE]]  : f32
// CHECK: %[[ONE2:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK: %[[S:.*]] = llvm.fadd %[[ONE2]], %arg1  : f64
// CHECK: "llvm.intr.log"(%[[S]]) : (f64) -> f64
// CHECK: llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK: "llvm.intr.sqrt"(%arg2) : (f16) -> f16
// CHECK: llvm.fdiv
// CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<4xbf16>) : vector<4xbf16>
// CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<3xf16>) : vector<3xf16>
func @expansions(%f: f32, %d: f64, %h: f16, %vd: vector<2xf64>, %vb: vector<4xbf16>, %vh: vector<3xf16>) {
  %0 = math.expm1 %f {dropped} : f32
  %1 = math.log1p %d : f64
  %2 = math.rsqrt %h : f16
  %3 = math.expm1 %vd : vector<2xf64>
  %4 = math.log1p %vb : vector<4xbf16>
  %5 = math.rsqrt %vh : vector<3xf16>
  return
}

// CHECK-LABEL: func @nd
// CHECK: %[[C:.*]] = unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.extractvalue %[[C]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: "llvm.intr.exp"
// CHECK: llvm.insertvalue
// CHECK: llvm.extractvalue %[[C]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: unrealized_conversion_cast %arg0 : vector<2x3xf32>
// CHECK: unrealized_conversion_cast %arg1 : vector<2x2x2xf64> to !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK: unrealized_conversion_cast %arg1 : vector<2x2x2xf64> to !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK: llvm.extractvalue %{{.*}}[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK: "llvm.intr.pow"
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
func @nd(%w: vector<2x3xf32>, %x: vector<2x2x2xf64>) -> vector<2x3xf32> {
  %0 = math.exp %w : vector<2x3xf32>
  %1 = math.rsqrt %w : vector<2x3xf32>
  %2 = math.expm1 %0 : vector<2x3xf32>
  %3 = math.log1p %x : vector<2x2x2xf64>
  %4 = math.powf %x, %x {tag} : vector<2x2x2xf64>
  %5 = math.sin %x : vector<2x2x2xf64>
  return %2 : vector<2x3xf32>
}

// CHECK-LABEL: func @left_alone
// CHECK: math.tanh %arg0 : f32
// CHECK: math.atan %arg0 : f32
// CHECK: math.atan2 %arg0, %arg0 : f32
// CHECK: math.exp %arg1 : tensor<4xf32>
// CHECK: math.rsqrt %arg2 : tensor<?xf64>
// CHECK: math.powf %arg1, %arg1 : tensor<4xf32>
func @left_alone(%f: f32, %t: tensor<4xf32>, %u: tensor<?xf64>) {
  %0 = math.tanh %f : f32
  %1 = math.atan %f : f32
  %2 = math.atan2 %f, %f : f32
  %3 = math.exp %t : tensor<4xf32>
  %4 = math.rsqrt %u : tensor<?xf64>
  %5 = math.powf %t, %t : tensor<4xf32>
  return
}

// A function pass (anchored on func, as in 13): math in an llvm.func is
// not converted; casts in the input stay.
// CHECK-LABEL: llvm.func @in_llvm
// CHECK: math.exp %arg0 : f32
// CHECK: unrealized_conversion_cast %{{.*}} : f32 to i32
llvm.func @in_llvm(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = unrealized_conversion_cast %0 : f32 to i32
  llvm.return %0 : f32
}
