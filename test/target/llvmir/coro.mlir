// Coroutine intrinsics.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: %2 = call token @llvm.coro.id(i32 0, i8* null, i8* null, i8* null)
// CHECK: %3 = call i64 @llvm.coro.size.i64()
// CHECK: %4 = call i8* @llvm.coro.begin(token %2, i8* %0)
// CHECK: %5 = call token @llvm.coro.save(i8* %4)
// CHECK: %6 = call i8 @llvm.coro.suspend(token %5, i1 false)
// CHECK: %7 = call i1 @llvm.coro.end(i8* %4, i1 false)
// CHECK: %8 = call i8* @llvm.coro.free(token %2, i8* %4)
// CHECK: call void @llvm.coro.resume(i8* %4)
// CHECK: declare token @llvm.coro.id(i32, i8* readnone, i8* nocapture readonly, i8*) #[[A:[0-9]+]]
// CHECK: declare void @llvm.coro.resume(i8*){{$}}
// CHECK: attributes #[[A]] = { argmemonly nounwind readonly }

llvm.func @f(%p: !llvm.ptr<i8>) {
  %a = llvm.mlir.constant(0 : i32) : i32
  %n = llvm.mlir.null : !llvm.ptr<i8>
  %false = llvm.mlir.constant(false) : i1
  %id = llvm.intr.coro.id %a, %n, %n, %n : !llvm.token
  %sz = llvm.intr.coro.size : i64
  %h = llvm.intr.coro.begin %id, %p : !llvm.ptr<i8>
  %s = llvm.intr.coro.save %h : !llvm.token
  %r = llvm.intr.coro.suspend %s, %false : i8
  %e = llvm.intr.coro.end %h, %false : i1
  %m = llvm.intr.coro.free %id, %h : !llvm.ptr<i8>
  llvm.intr.coro.resume %h
  llvm.return
}
