module {
  llvm.mlir.global external constant @_ZTIi() : !llvm.ptr<i8>
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @may_throw(i32) -> i32
  llvm.func @eh(%x: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr<ptr<i8>>
    %tb = llvm.bitcast %ti : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
    %nb = llvm.mlir.null : !llvm.ptr<i8>
    %r = llvm.invoke @may_throw(%x) to ^ok unwind ^lpad : (i32) -> i32
  ^ok:
    llvm.return %c1 : i32
  ^lpad:
    %lp = llvm.landingpad (catch %tb : !llvm.ptr<i8>) (catch %nb : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
    llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
  }
  llvm.func @atomics(%p: !llvm.ptr<i32>, %fp: !llvm.ptr<f32>, %v: i32, %f: f32) -> i32 {
    %0 = llvm.atomicrmw xchg %p, %v monotonic : i32
    %1 = llvm.atomicrmw add %p, %0 acquire : i32
    %2 = llvm.atomicrmw sub %p, %1 release : i32
    %3 = llvm.atomicrmw _and %p, %2 acq_rel : i32
    %4 = llvm.atomicrmw nand %p, %3 seq_cst : i32
    %5 = llvm.atomicrmw _or %p, %4 seq_cst : i32
    %6 = llvm.atomicrmw _xor %p, %5 seq_cst : i32
    %7 = llvm.atomicrmw max %p, %6 seq_cst : i32
    %8 = llvm.atomicrmw min %p, %7 seq_cst : i32
    %9 = llvm.atomicrmw umax %p, %8 seq_cst : i32
    %10 = llvm.atomicrmw umin %p, %9 monotonic : i32
    %11 = llvm.atomicrmw fadd %fp, %f seq_cst : f32
    %12 = llvm.atomicrmw fsub %fp, %11 seq_cst : f32
    %13 = llvm.cmpxchg %p, %10, %v acq_rel monotonic : i32
    %14 = llvm.cmpxchg %p, %10, %v seq_cst seq_cst : i32
    %15 = llvm.extractvalue %13[0] : !llvm.struct<(i32, i1)>
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(i32, i1)>
    llvm.fence acquire
    llvm.fence syncscope("singlethread") seq_cst
    %17 = llvm.inline_asm has_side_effects "add $0, $1", "=r,r,0" %15, %v : (i32, i32) -> i32
    %18 = llvm.inline_asm asm_dialect = intel "nop", "" : () -> !llvm.void
    %19 = llvm.inline_asm is_align_stack "mov $0, 1", "=r" : () -> i32
    %20 = llvm.zext %16 : i1 to i32
    %21 = llvm.add %17, %20 : i32
    %22 = llvm.add %21, %19 : i32
    llvm.return %22 : i32
  }
}
