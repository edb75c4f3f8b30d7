// Seed 000 "Conversion to the LLVM Dialect" (and seed 003 line 3361),
// section "Result Packing" (lines 604-731): several results are inserted
// into a struct by the callee and extracted from it after the call.  The
// seed's call is written `llvm.call @bar(...)` with i32 operands; MLIR 13
// calls @foo with (i32, i64).  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @foo(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    llvm.return %2 : !llvm.struct<(i32, i64)>
func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}

// CHECK-LABEL: llvm.func @bar()
// CHECK-NEXT:    %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:    %1 = llvm.mlir.constant(17 : i64) : i64
// CHECK-NEXT:    %2 = llvm.call @foo(%0, %1) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    "use_i32"(%3) : (i32) -> ()
// CHECK-NEXT:    "use_i64"(%4) : (i64) -> ()
// CHECK-NEXT:    llvm.return
func @bar() {
  %0 = constant 42 : i32
  %1 = constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}
