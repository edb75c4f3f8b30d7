// An alloca whose count is the constant i32 1 is written without the count,
// as LLVM prints it; other counts (i64 1 included) are kept.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

llvm.func @sink(!llvm.ptr<f64>, !llvm.ptr<f64>, !llvm.ptr<f64>)

// CHECK-LABEL: define void @counts
// CHECK: alloca double, align 8, !dbg
// CHECK: alloca double, i64 1, align 8, !dbg
// CHECK: alloca double, i32 3, align 32, !dbg
llvm.func @counts() {
  %one = llvm.mlir.constant(1 : i32) : i32
  %one64 = llvm.mlir.constant(1 : i64) : i64
  %three = llvm.mlir.constant(3 : i32) : i32
  %a = llvm.alloca %one x f64 : (i32) -> !llvm.ptr<f64>
  %b = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr<f64>
  %c = llvm.alloca %three x f64 {alignment = 32} : (i32) -> !llvm.ptr<f64>
  llvm.call @sink(%a, %b, %c) : (!llvm.ptr<f64>, !llvm.ptr<f64>, !llvm.ptr<f64>) -> ()
  llvm.return
}
