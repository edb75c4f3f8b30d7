func private @callee(i32) -> i32
func @f(%p: !llvm.ptr<i32>, %v: i32, %arr: !llvm.array<1 x i8>) -> i32 {
  %0 = llvm.atomicrmw _xor %p, %v acq_rel : i32
  %1 = llvm.cmpxchg %p, %v, %0 seq_cst acquire {weak} : i32
  llvm.fence syncscope("agent") release
  %2 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %v : (i32) -> i32
  %3 = llvm.invoke @callee(%2) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return %3 : i32
^bb2:
  %lp = llvm.landingpad cleanup (filter %arr : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
}
