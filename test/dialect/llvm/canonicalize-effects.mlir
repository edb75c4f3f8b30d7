// An unused llvm.mlir.addressof or llvm.alloca is not trivially dead: MLIR
// 13 gives them no NoSideEffect / memory effects, so canonicalize keeps
// them (and the constant the alloca uses); unused undef, constant and
// arithmetic go.
// RUN: cmlir-opt -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -canonicalize %s > %t.ours
// RUN: %upstream_opt -canonicalize %s > %t.theirs
// RUN: diff %t.theirs %t.ours
// REQUIRES: upstream

llvm.mlir.global internal @g(0 : i32) : i32

// CHECK-LABEL: llvm.func @f()
// CHECK-NEXT: llvm.mlir.addressof @g
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.alloca %[[C]] x i32
// CHECK-NEXT: llvm.return
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  %c = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %c x i32 : (i32) -> !llvm.ptr<i32>
  %2 = llvm.mlir.undef : i32
  %3 = llvm.add %c, %c : i32
  llvm.return
}
