// alloca / load / store / getelementptr and the aggregate and vector ops of
// the llvm dialect, as mlir-opt-13 prints them.
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

// CHECK-LABEL: llvm.func @memory(
llvm.func @memory(%n: i64, %p: !llvm.ptr<f32>, %i: i32, %s: !llvm.ptr<struct<(i32, array<4 x f32>)>>) {
  // CHECK-NEXT: %0 = llvm.alloca %arg0 x f32 : (i64) -> !llvm.ptr<f32>
  // GENERIC: %0 = "llvm.alloca"(%arg0) : (i64) -> !llvm.ptr<f32>
  %0 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %1 = llvm.alloca %arg2 x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16 : i64} : (i32) -> !llvm.ptr<struct<(i32, array<4 x f32>)>>
  %1 = llvm.alloca %i x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16} : (i32) -> !llvm.ptr<struct<(i32, array<4 x f32>)>>
  // An alignment of 0 is dropped; the element type comes from the result.
  // CHECK-NEXT: %2 = llvm.alloca %arg2 x i8 : (i32) -> !llvm.ptr<i8, 5>
  // GENERIC: %2 = "llvm.alloca"(%arg2) : (i32) -> !llvm.ptr<i8, 5>
  %2 = llvm.alloca %i x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr<i8, 5>
  // CHECK-NEXT: %3 = llvm.load %arg1 : !llvm.ptr<f32>
  %3 = llvm.load %p : !llvm.ptr<f32>
  // CHECK-NEXT: %4 = llvm.load volatile %arg1 {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
  // GENERIC: %4 = "llvm.load"(%arg1) {alignment = 4 : i64, nontemporal, volatile_} : (!llvm.ptr<f32>) -> f32
  %4 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
  // CHECK-NEXT: %5 = llvm.load volatile %arg1 : !llvm.ptr<f32>
  %5 = llvm.load %p {volatile_} : !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %3, %0 : !llvm.ptr<f32>
  // GENERIC: "llvm.store"(%3, %0) : (f32, !llvm.ptr<f32>) -> ()
  llvm.store %3, %0 : !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store volatile %4, %arg1 {alignment = 8 : i64, nontemporal} : !llvm.ptr<f32>
  llvm.store volatile %4, %p {nontemporal, alignment = 8 : i64} : !llvm.ptr<f32>
  // CHECK-NEXT: %6 = llvm.getelementptr %arg1[%arg0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // GENERIC: %6 = "llvm.getelementptr"(%arg1, %arg0) : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %6 = llvm.getelementptr %p[%n] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %7 = llvm.getelementptr %arg3[%arg0, %arg2, %arg2] : (!llvm.ptr<struct<(i32, array<4 x f32>)>>, i64, i32, i32) -> !llvm.ptr<f32>
  %7 = llvm.getelementptr %s[%n, %i, %i] : (!llvm.ptr<struct<(i32, array<4 x f32>)>>, i64, i32, i32) -> !llvm.ptr<f32>
  // CHECK-NEXT: %8 = llvm.getelementptr %arg1[] {tag} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  %8 = llvm.getelementptr %p[] {tag} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  llvm.return
}

// CHECK-LABEL: llvm.func @aggregates(
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %f: f32, %v: vector<4xf32>, %i: i32, %vp: !llvm.vec<2 x ptr<i8>>, %sv: !llvm.vec<? x 4 x i32>) {
  // CHECK-NEXT: %0 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  // GENERIC: %0 = "llvm.extractvalue"(%arg0) {position = [1, 0]} : (!llvm.struct<(i32, array<2 x f32>)>) -> f32
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %1 = llvm.insertvalue %arg1, %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  // GENERIC: %1 = "llvm.insertvalue"(%arg0, %arg1) {position = [1, 1]} : (!llvm.struct<(i32, array<2 x f32>)>, f32) -> !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %2 = llvm.extractvalue %1[1] {tag} : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractvalue %1[1] {tag} : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %3 = llvm.extractvalue %1[0 : i32] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractvalue %1[0 : i32] : !llvm.struct<(i32, array<2 x f32>)>
  // CHECK-NEXT: %4 = llvm.extractelement %arg2[%arg3 : i32] : vector<4xf32>
  // GENERIC: %4 = "llvm.extractelement"(%arg2, %arg3) : (vector<4xf32>, i32) -> f32
  %4 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  // CHECK-NEXT: %5 = llvm.insertelement %arg1, %arg2[%arg3 : i32] : vector<4xf32>
  // GENERIC: %5 = "llvm.insertelement"(%arg2, %arg1, %arg3) : (vector<4xf32>, f32, i32) -> vector<4xf32>
  %5 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  // CHECK-NEXT: %6 = llvm.extractelement %arg4[%arg3 : i32] : !llvm.vec<2 x ptr<i8>>
  %6 = llvm.extractelement %vp[%i : i32] : !llvm.vec<2 x ptr<i8>>
  // CHECK-NEXT: %7 = llvm.insertelement %arg3, %arg5[%arg3 : i32] : !llvm.vec<? x 4 x i32>
  %7 = llvm.insertelement %i, %sv[%i : i32] : !llvm.vec<? x 4 x i32>
  // CHECK-NEXT: %8 = llvm.shufflevector %arg2, %5 [0 : i32, 7 : i32, 2 : i32] : vector<4xf32>, vector<4xf32>
  // GENERIC: %8 = "llvm.shufflevector"(%arg2, %5) {mask = [0 : i32, 7 : i32, 2 : i32]} : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  %8 = llvm.shufflevector %v, %5 [0 : i32, 7 : i32, 2 : i32] : vector<4xf32>, vector<4xf32>
  // GENERIC: "llvm.shufflevector"(%arg4, %arg4) {mask = [1 : i32]} : (!llvm.vec<2 x ptr<i8>>, !llvm.vec<2 x ptr<i8>>) -> !llvm.vec<1 x ptr<i8>>
  %9 = llvm.shufflevector %vp, %vp [1 : i32] : !llvm.vec<2 x ptr<i8>>, !llvm.vec<2 x ptr<i8>>
  llvm.return
}
