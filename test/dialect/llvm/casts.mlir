// The casts of the llvm dialect, as mlir-opt-13 prints them.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up

// CHECK-LABEL: llvm.func @casts(
llvm.func @casts(%i: i32, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vp: !llvm.vec<4 x ptr<i8>>, %d: f64) {
  // CHECK-NEXT: llvm.bitcast %arg2 : !llvm.ptr<i32> to !llvm.ptr<i8>
  // GENERIC: "llvm.bitcast"(%arg2) : (!llvm.ptr<i32>) -> !llvm.ptr<i8>
  %0 = llvm.bitcast %p : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.bitcast %arg0 : i32 to f32
  %1 = llvm.bitcast %i : i32 to f32
  // CHECK-NEXT: llvm.bitcast %arg3 : vector<4xi32> to vector<2xi64>
  %2 = llvm.bitcast %v : vector<4xi32> to vector<2xi64>
  // CHECK-NEXT: llvm.addrspacecast %arg2 : !llvm.ptr<i32> to !llvm.ptr<i32, 1>
  %3 = llvm.addrspacecast %p : !llvm.ptr<i32> to !llvm.ptr<i32, 1>
  // CHECK-NEXT: llvm.ptrtoint %arg2 : !llvm.ptr<i32> to i64
  %4 = llvm.ptrtoint %p : !llvm.ptr<i32> to i64
  // CHECK-NEXT: llvm.inttoptr %4 : i64 to !llvm.ptr<f32>
  %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<f32>
  // CHECK-NEXT: llvm.ptrtoint %arg4 : !llvm.vec<4 x ptr<i8>> to vector<4xi64>
  %6 = llvm.ptrtoint %vp : !llvm.vec<4 x ptr<i8>> to vector<4xi64>
  // CHECK-NEXT: llvm.inttoptr %6 : vector<4xi64> to !llvm.vec<4 x ptr<i8>>
  %7 = llvm.inttoptr %6 : vector<4xi64> to !llvm.vec<4 x ptr<i8>>
  // CHECK-NEXT: llvm.sext %arg0 : i32 to i64
  %8 = llvm.sext %i : i32 to i64
  // CHECK-NEXT: llvm.zext %arg0 : i32 to i64
  %9 = llvm.zext %i : i32 to i64
  // CHECK-NEXT: llvm.trunc %arg0 : i32 to i1
  %10 = llvm.trunc %i : i32 to i1
  // CHECK-NEXT: llvm.zext %arg3 : vector<4xi32> to vector<4xi64>
  %11 = llvm.zext %v : vector<4xi32> to vector<4xi64>
  // CHECK-NEXT: llvm.fpext %arg1 : f32 to f64
  %12 = llvm.fpext %f : f32 to f64
  // CHECK-NEXT: llvm.fptrunc %arg5 : f64 to f16
  %13 = llvm.fptrunc %d : f64 to f16
  // CHECK-NEXT: llvm.fptosi %arg1 : f32 to i32
  %14 = llvm.fptosi %f : f32 to i32
  // CHECK-NEXT: llvm.fptoui %arg5 : f64 to i8
  %15 = llvm.fptoui %d : f64 to i8
  // CHECK-NEXT: llvm.sitofp %arg0 : i32 to f32
  %16 = llvm.sitofp %i : i32 to f32
  // CHECK-NEXT: llvm.uitofp %arg0 : i32 to bf16
  %17 = llvm.uitofp %i : i32 to bf16
  // CHECK-NEXT: llvm.sext %arg0 {tag} : i32 to i64
  %18 = llvm.sext %i {tag} : i32 to i64
  llvm.return
}
