// llvm.sret and llvm.byval arguments become LLVM's type attributes
// sret(T) / byval(T) of the pointee (after noalias, before align); on a
// non-pointer argument they are errors, as llvm.noalias and llvm.align.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: define void @ret_in_arg({ i64, [2 x float] }* noalias sret({ i64, [2 x float] }) align 16 %0, <2 x i8>* byval(<2 x i8>) %1, i16* %2)
llvm.func @ret_in_arg(%out: !llvm.ptr<struct<(i64, array<2 x f32>)>> {llvm.noalias, llvm.align = 16, llvm.sret},
                      %in: !llvm.ptr<vector<2xi8>> {llvm.byval},
                      %other: !llvm.ptr<i16>) {
  llvm.return
}

// declarations take no argument attributes
// CHECK: declare void @decl(i32*)
llvm.func @decl(!llvm.ptr<i32> {llvm.sret})
