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
