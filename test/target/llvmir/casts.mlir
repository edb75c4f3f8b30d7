// Casts.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK-LABEL: define void @casts(i32 %0, float %1, float* %2, <2 x i32> %3)
llvm.func @casts(%a: i32, %x: f32, %p: !llvm.ptr<f32>, %v: vector<2xi32>) {
  // CHECK-NEXT: %5 = bitcast float* %2 to i8*
  %0 = llvm.bitcast %p : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %6 = bitcast <2 x i32> %3 to i64
  %1 = llvm.bitcast %v : vector<2xi32> to i64
  // CHECK-NEXT: %7 = addrspacecast float* %2 to float addrspace(1)*
  %2 = llvm.addrspacecast %p : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  // CHECK-NEXT: %8 = ptrtoint float* %2 to i64
  %3 = llvm.ptrtoint %p : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %9 = inttoptr i64 %8 to i32*
  %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<i32>
  // CHECK-NEXT: %10 = sext i32 %0 to i64
  %5 = llvm.sext %a : i32 to i64
  // CHECK-NEXT: %11 = zext i32 %0 to i64
  %6 = llvm.zext %a : i32 to i64
  // CHECK-NEXT: %12 = trunc i32 %0 to i1
  %7 = llvm.trunc %a : i32 to i1
  // CHECK-NEXT: %13 = sitofp i32 %0 to double
  %8 = llvm.sitofp %a : i32 to f64
  // CHECK-NEXT: %14 = uitofp i32 %0 to half
  %9 = llvm.uitofp %a : i32 to f16
  // CHECK-NEXT: %15 = fptosi float %1 to i16
  %10 = llvm.fptosi %x : f32 to i16
  // CHECK-NEXT: %16 = fptoui float %1 to i8
  %11 = llvm.fptoui %x : f32 to i8
  // CHECK-NEXT: %17 = fpext float %1 to fp128
  %12 = llvm.fpext %x : f32 to f128
  // CHECK-NEXT: %18 = fptrunc float %1 to bfloat
  %13 = llvm.fptrunc %x : f32 to bf16
  // CHECK-NEXT: %19 = sext <2 x i32> %3 to <2 x i64>
  %14 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  // CHECK-NEXT: %20 = fpext float %1 to x86_fp80
  %15 = llvm.fpext %x : f32 to f80
  llvm.return
}
