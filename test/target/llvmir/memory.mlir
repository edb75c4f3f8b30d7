// alloca, load, store, getelementptr; alignment from the op or, as
// IRBuilder, from the data layout (LLVM 13's defaults here: i64 has ABI
// alignment 4, preferred 8).
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK-LABEL: define void @memory(float* %0, i64 %1, { i32, [4 x float] }* %2)
llvm.func @memory(%p: !llvm.ptr<f32>, %n: i64, %s: !llvm.ptr<struct<(i32, array<4 x f32>)>>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c1i = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %4 = alloca float, i64 %1, align 4
  %0 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %5 = alloca i64, i64 1, align 8
  %1 = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %6 = alloca double, i64 1, align 32
  %2 = llvm.alloca %c1 x f64 {alignment = 32} : (i64) -> !llvm.ptr<f64>
  // CHECK-NEXT: %7 = alloca { i64, i8 }, i64 1, align 8
  %3 = llvm.alloca %c1 x !llvm.struct<(i64, i8)> : (i64) -> !llvm.ptr<struct<(i64, i8)>>
  // CHECK-NEXT: %8 = getelementptr float, float* %0, i64 %1
  %4 = llvm.getelementptr %p[%n] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %9 = getelementptr { i32, [4 x float] }, { i32, [4 x float] }* %2, i64 1, i32 1, i32 2
  %5 = llvm.getelementptr %s[%c1, %c1i, %c2] : (!llvm.ptr<struct<(i32, array<4 x f32>)>>, i64, i32, i32) -> !llvm.ptr<f32>
  // CHECK-NEXT: %10 = load float, float* %8, align 4
  %6 = llvm.load %4 : !llvm.ptr<f32>
  // CHECK-NEXT: %11 = load volatile float, float* %9, align 16
  %7 = llvm.load volatile %5 {alignment = 16 : i64} : !llvm.ptr<f32>
  // CHECK-NEXT: %12 = load i64, i64* %5, align 4, !dbg !{{[0-9]+}}, !nontemporal ![[NT:[0-9]+]]
  %8 = llvm.load %1 {nontemporal} : !llvm.ptr<i64>
  // CHECK-NEXT: store float %10, float* %4, align 4
  llvm.store %6, %0 : !llvm.ptr<f32>
  // CHECK-NEXT: store volatile float %11, float* %8, align 8
  llvm.store volatile %7, %4 {alignment = 8 : i64} : !llvm.ptr<f32>
  // CHECK-NEXT: store i64 %12, i64* %5, align 4, !dbg !{{[0-9]+}}, !nontemporal ![[NT]]
  llvm.store %8, %1 {nontemporal} : !llvm.ptr<i64>
  // CHECK-NEXT: store float 1.000000e+00, float* %4, align 4
  %f = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %f, %0 : !llvm.ptr<f32>
  llvm.return
}
// CHECK: ![[NT]] = !{i32 1}

// With a data layout, its alignments apply.
// RUN: cmlir-translate --mlir-to-llvmir %S/Inputs/layout.mlir | FileCheck %s --check-prefix=LAYOUT
// LAYOUT: target datalayout = "e-i64:64-f80:128-p:32:32-v128:64"
// LAYOUT: load i64, i64* %{{.*}}, align 8
// LAYOUT: load i32*, i32** %{{.*}}, align 4
// LAYOUT: load <4 x float>, <4 x float>* %{{.*}}, align 8
// LAYOUT: load i128, i128* %{{.*}}, align 8
