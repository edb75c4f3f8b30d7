// llvm.invoke, llvm.landingpad, llvm.resume inside builtin functions:
// custom and generic forms, compared with mlir-opt-13.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// Which ops canonicalize erases when unused (NoSideEffect) matches too:
// RUN: %upstream_opt -canonicalize %s > %t.canon
// RUN: cmlir-opt -canonicalize %s | diff - %t.canon

func private @callee(i32) -> i32

// CHECK-LABEL: func @direct
func @direct(%v: i32, %arr: !llvm.array<1 x i8>) -> i32 {
  // CHECK: %[[R:.*]] = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
  %0 = llvm.invoke @callee(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  // CHECK: llvm.invoke @callee(%[[R]]) to ^bb3 unwind ^bb2 {attr} : (i32) -> i32
  %1 = llvm.invoke @callee(%0) to ^bb3 unwind ^bb2 {attr} : (i32) -> i32
^bb2:
  // CHECK: %[[LP:.*]] = llvm.landingpad cleanup (filter %arg1 : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  %lp = llvm.landingpad cleanup (filter %arr : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  // CHECK: llvm.resume %[[LP]] : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
^bb3:
  return %1 : i32
}

// CHECK-LABEL: func @indirect
func @indirect(%fp: !llvm.ptr<func<i32 (i32)>>, %vp: !llvm.ptr<func<void ()>>, %v: i32) {
  // CHECK: llvm.invoke %arg0(%arg2) to ^bb1 unwind ^bb2 : (i32) -> i32
  %0 = llvm.invoke %fp(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  // CHECK: llvm.invoke %arg1() to ^bb3 unwind ^bb2 : () -> !llvm.void
  llvm.invoke %vp() to ^bb3 unwind ^bb2 : () -> ()
^bb2:
  // CHECK: llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  // CHECK: llvm.resume %{{.*}} {x} : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp {x} : !llvm.struct<(ptr<i8>, i32)>
^bb3:
  return
}

// The generic form (operand_segment_sizes).
// CHECK-LABEL: func @generic
func @generic(%v: i32) {
  // CHECK: llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb1 : (i32) -> i32
  %0 = "llvm.invoke"(%v)[^bb1, ^bb1] {callee = @callee, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> i32
^bb1:
  // CHECK: llvm.landingpad cleanup : i32
  %lp = "llvm.landingpad"() {cleanup} : () -> i32
  "llvm.resume"(%lp) : (i32) -> ()
}
