// Aggregates and vectors.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: %ident = type { i32, %ident* }
// CHECK: %opq = type opaque

// CHECK-LABEL: define void @aggregates({ i32, [2 x float] } %0, <4 x float> %1, %ident* %2, %opq* %3, <{ i8, i32 }> %4, {} %5)
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>,
                      %i: !llvm.ptr<struct<"ident", (i32, ptr<struct<"ident">>)>>,
                      %o: !llvm.ptr<struct<"opq", opaque>>,
                      %pk: !llvm.struct<packed (i8, i32)>, %e: !llvm.struct<()>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %x = llvm.mlir.constant(2.0 : f32) : f32
  // CHECK-NEXT: %7 = extractvalue { i32, [2 x float] } %0, 1, 0
  %0 = llvm.extractvalue %s[1 : i32, 0 : i32] : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %8 = insertvalue { i32, [2 x float] } %0, float %7, 1, 1
  %1 = llvm.insertvalue %0, %s[1 : i32, 1 : i32] : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %9 = extractelement <4 x float> %1, i32 0
  %2 = llvm.extractelement %v[%c0 : i32] : vector<4xf32>
  // CHECK-NEXT: %10 = insertelement <4 x float> %1, float 2.000000e+00, i64 3
  %3 = llvm.insertelement %x, %v[%c3 : i64] : vector<4xf32>
  // CHECK-NEXT: %11 = shufflevector <4 x float> %1, <4 x float> %10, <3 x i32> <i32 0, i32 5, i32 undef>
  %4 = llvm.shufflevector %v, %3 [0 : i32, 5 : i32, -1 : i32] : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %12 = shufflevector <4 x float> %1, <4 x float> %1, <2 x i32> zeroinitializer
  %5 = llvm.shufflevector %v, %v [0 : i32, 0 : i32] : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %13 = extractvalue <{ i8, i32 }> %4, 1
  %6 = llvm.extractvalue %pk[1 : i32] : !llvm.struct<packed (i8, i32)>
  llvm.return
}
