// insertvalue / extractvalue whose aggregate is an all-zero constant
// (`zeroinitializer`) fold to constant aggregates, as LLVM's IR builder folds
// them: the result lists every element, nested arrays and structs included.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK-LABEL: define [3 x <2 x i1>] @mask_rows
// CHECK-NEXT: ret [3 x <2 x i1>] [<2 x i1> <i1 true, i1 false>, <2 x i1> zeroinitializer, <2 x i1> <i1 true, i1 false>]
llvm.func @mask_rows() -> !llvm.array<3 x vector<2xi1>> {
  %row = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  %z = llvm.mlir.constant(dense<false> : vector<3x2xi1>) : !llvm.array<3 x vector<2xi1>>
  %a = llvm.insertvalue %row, %z[0] : !llvm.array<3 x vector<2xi1>>
  %b = llvm.insertvalue %row, %a[2] : !llvm.array<3 x vector<2xi1>>
  llvm.return %b : !llvm.array<3 x vector<2xi1>>
}

// CHECK-LABEL: define [2 x [2 x <3 x float>]] @nested
// CHECK-NEXT: ret [2 x [2 x <3 x float>]] {{\[}}[2 x <3 x float>] zeroinitializer, [2 x <3 x float>] [<3 x float> zeroinitializer, <3 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>]]
llvm.func @nested() -> !llvm.array<2 x array<2 x vector<3xf32>>> {
  %v = llvm.mlir.constant(dense<[1.0, 2.0, 3.0]> : vector<3xf32>) : vector<3xf32>
  %z = llvm.mlir.constant(dense<0.0> : vector<2x2x3xf32>) : !llvm.array<2 x array<2 x vector<3xf32>>>
  %a = llvm.insertvalue %v, %z[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
  llvm.return %a : !llvm.array<2 x array<2 x vector<3xf32>>>
}

// An extract from a zero aggregate is the zero of its type.
// CHECK-LABEL: define <4 x i32> @extract_zero
// CHECK-NEXT: ret <4 x i32> zeroinitializer
llvm.func @extract_zero() -> vector<4xi32> {
  %z = llvm.mlir.constant(dense<0> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
  %e = llvm.extractvalue %z[1] : !llvm.array<2 x vector<4xi32>>
  llvm.return %e : vector<4xi32>
}

// Inserting a zero keeps the whole aggregate zero.
// CHECK-LABEL: define [2 x <2 x i64>] @still_zero
// CHECK-NEXT: ret [2 x <2 x i64>] zeroinitializer
llvm.func @still_zero() -> !llvm.array<2 x vector<2xi64>> {
  %v = llvm.mlir.constant(dense<0> : vector<2xi64>) : vector<2xi64>
  %z = llvm.mlir.constant(dense<0> : vector<2x2xi64>) : !llvm.array<2 x vector<2xi64>>
  %a = llvm.insertvalue %v, %z[0] : !llvm.array<2 x vector<2xi64>>
  llvm.return %a : !llvm.array<2 x vector<2xi64>>
}

// A zero aggregate inserted whole, then written into: still one constant.
// CHECK-LABEL: define { [2 x i32], float } @zero_then_inner
// CHECK-NEXT: ret { [2 x i32], float } { [2 x i32] [i32 0, i32 7], float 0.000000e+00 }
llvm.func @zero_then_inner() -> !llvm.struct<(array<2 x i32>, f32)> {
  %u = llvm.mlir.undef : !llvm.struct<(array<2 x i32>, f32)>
  %za = llvm.mlir.constant(dense<0> : tensor<2xi32>) : !llvm.array<2 x i32>
  %zf = llvm.mlir.constant(0.0 : f32) : f32
  %seven = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.insertvalue %za, %u[0] : !llvm.struct<(array<2 x i32>, f32)>
  %b = llvm.insertvalue %zf, %a[1] : !llvm.struct<(array<2 x i32>, f32)>
  %c = llvm.insertvalue %seven, %b[0, 1] : !llvm.struct<(array<2 x i32>, f32)>
  llvm.return %c : !llvm.struct<(array<2 x i32>, f32)>
}
