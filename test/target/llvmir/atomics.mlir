// atomicrmw, cmpxchg, fence (alignment: the value's store size, as
// IRBuilder).
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: %9 = atomicrmw add i32* %0, i32 %1 acq_rel, align 4
// CHECK: %10 = atomicrmw xchg i32* %0, i32 %1 monotonic, align 4
// CHECK: %11 = atomicrmw and i32* %0, i32 %1 seq_cst, align 4
// CHECK: %12 = atomicrmw fadd float* %2, float %3 release, align 4
// CHECK: %13 = atomicrmw umin i64* %6, i64 %7 acquire, align 8
// CHECK: %14 = cmpxchg i32* %0, i32 %1, i32 %1 acq_rel monotonic, align 4
// CHECK: %15 = cmpxchg i8** %4, i8* %5, i8* %5 seq_cst seq_cst, align 8
// CHECK: fence acquire
// CHECK: fence syncscope("agent") seq_cst

llvm.func @f(%p: !llvm.ptr<i32>, %v: i32, %fp: !llvm.ptr<f32>, %f: f32, %pp: !llvm.ptr<ptr<i8>>, %q: !llvm.ptr<i8>, %lp: !llvm.ptr<i64>, %l: i64) {
  %0 = llvm.atomicrmw add %p, %v acq_rel : i32
  %1 = llvm.atomicrmw xchg %p, %v monotonic : i32
  %2 = llvm.atomicrmw _and %p, %v seq_cst : i32
  %3 = llvm.atomicrmw fadd %fp, %f release : f32
  %4 = llvm.atomicrmw umin %lp, %l acquire : i64
  %5 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : i32
  %6 = llvm.cmpxchg %pp, %q, %q seq_cst seq_cst : !llvm.ptr<i8>
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
