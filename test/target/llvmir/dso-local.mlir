// The dso_local unit attribute of globals and functions is written after
// the linkage, except for private and internal linkage where LLVM leaves
// it implicit.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: @counter = dso_local global i32 0
llvm.mlir.global external @counter(0 : i32) {dso_local} : i32
// CHECK: @table = weak_odr dso_local constant [2 x i8] c"ab"
llvm.mlir.global weak_odr constant @table("ab") {dso_local} : !llvm.array<2 x i8>
// CHECK: @hidden = internal global i16 1
llvm.mlir.global internal @hidden(1 : i16) {dso_local} : i16
// CHECK: @imported = external dso_local global i64
llvm.mlir.global external @imported() {dso_local} : i64

// CHECK: define dso_local i32 @get()
llvm.func @get() -> i32 attributes {dso_local} {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr<i32>
  %1 = llvm.load %0 : !llvm.ptr<i32>
  llvm.return %1 : i32
}
// CHECK: define private void @priv()
llvm.func private @priv() attributes {dso_local} {
  llvm.return
}
// CHECK: declare dso_local void @ext()
llvm.func @ext() attributes {dso_local}
