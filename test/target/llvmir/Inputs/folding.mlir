// Ops whose operands are all constants fold (IRBuilder's constant folder).
module {
  llvm.func @fold(%x: i32) -> i32 {
    %c1 = llvm.mlir.constant(7 : i32) : i32
    %c2 = llvm.mlir.constant(-3 : i32) : i32
    %0 = llvm.add %c1, %c2 : i32
    %1 = llvm.mul %0, %c2 : i32
    %2 = llvm.sdiv %1, %c2 : i32
    %3 = llvm.lshr %c2, %c1 : i32
    %4 = llvm.ashr %c2, %c1 : i32
    %5 = llvm.icmp "ult" %c1, %c2 : i32
    %6 = llvm.select %5, %3, %4 : i1, i32
    %7 = llvm.trunc %6 : i32 to i8
    %8 = llvm.zext %7 : i8 to i32
    %9 = llvm.sext %7 : i8 to i32
    %f = llvm.mlir.constant(1.5 : f64) : f64
    %g = llvm.fmul %f, %f : f64
    %h = llvm.sitofp %c2 : i32 to f32
    %10 = llvm.add %x, %8 : i32
    %11 = llvm.add %10, %9 : i32
    %12 = llvm.add %11, %2 : i32
    %null = llvm.mlir.null : !llvm.ptr<f32>
    %one = llvm.mlir.constant(1 : i64) : i64
    %gep = llvm.getelementptr %null[%one] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
    %size = llvm.ptrtoint %gep : !llvm.ptr<f32> to i64
    %p = llvm.call @malloc(%size) : (i64) -> !llvm.ptr<i8>
    %q = llvm.bitcast %p : !llvm.ptr<i8> to !llvm.ptr<f32>
    llvm.store %h, %q : !llvm.ptr<f32>
    %z = llvm.ptrtoint %null : !llvm.ptr<f32> to i64
    %13 = llvm.trunc %z : i64 to i32
    %14 = llvm.add %12, %13 : i32
    %gi = llvm.fptosi %g : f64 to i32
    %15 = llvm.add %14, %gi : i32
    llvm.return %15 : i32
  }
  llvm.func @malloc(i64) -> !llvm.ptr<i8>
}
