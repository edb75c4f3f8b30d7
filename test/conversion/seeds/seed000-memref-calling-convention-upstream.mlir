// Seed 000 "Conversion to the LLVM Dialect" (and seed 003 lines 3405-3512),
// section "Calling Convention for memref" (lines 736-1083): memref
// arguments expand into the descriptor's scalar parts, the callee packs them
// back into a descriptor, a caller unpacks the descriptor into the call's
// operands.  The seed's callers take the memref from an unregistered "get"
// op: MLIR 13 cannot convert such a call (see
// seed000-memref-calling-convention-invalid.mlir), so the callers here get
// the memref as an argument.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// Ranked, callee (lines 785-857).
// CHECK-LABEL: llvm.func @foo(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64)
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    "use"(%5) : (!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>) -> ()
// CHECK-NEXT:    llvm.return
func @foo(%arg0: memref<?xf32>) -> () {
  "use"(%arg0) : (memref<?xf32>) -> ()
  return
}

// Ranked, caller (lines 862-929).
// CHECK-LABEL: llvm.func @bar(
// CHECK:         %[[D:.*]] = llvm.insertvalue %arg4, %{{.*}}[4, 0]
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[C:.*]] = llvm.extractvalue %[[D]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[S:.*]] = llvm.extractvalue %[[D]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[T:.*]] = llvm.extractvalue %[[D]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    llvm.call @foo(%[[A]], %[[B]], %[[C]], %[[S]], %[[T]]) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64) -> ()
// CHECK-NEXT:    llvm.return
func @bar(%0: memref<?xf32>) {
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}

// Unranked, callee (lines 962-1013; the seed writes `llvm.func` for the
// input function).
// CHECK-LABEL: llvm.func @foo_unranked(%arg0: i64, %arg1: !llvm.ptr<i8>)
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    "use"(%2) : (!llvm.struct<(i64, ptr<i8>)>) -> ()
// CHECK-NEXT:    llvm.return
func @foo_unranked(%arg0: memref<*xf32>) -> () {
  "use"(%arg0) : (memref<*xf32>) -> ()
  return
}

// Unranked, caller (lines 1018-1074).
// CHECK-LABEL: llvm.func @bar_unranked(
// CHECK:         %[[A:.*]] = llvm.extractvalue %[[D:.*]][0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    llvm.call @foo_unranked(%[[A]], %[[B]]) : (i64, !llvm.ptr<i8>) -> ()
func @bar_unranked(%0: memref<*xf32>) {
  call @foo_unranked(%0) : (memref<*xf32>) -> ()
  return
}
