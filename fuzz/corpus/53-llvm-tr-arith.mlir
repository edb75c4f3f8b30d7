module {
  llvm.func @arith(%a: i32, %b: i32, %x: f32, %y: f32) -> i64 {
    %0 = llvm.sub %a, %b : i32
    %1 = llvm.mul %0, %b : i32
    %2 = llvm.sdiv %1, %b : i32
    %3 = llvm.udiv %2, %a : i32
    %4 = llvm.srem %3, %a : i32
    %5 = llvm.urem %4, %b : i32
    %6 = llvm.and %5, %a : i32
    %7 = llvm.or %6, %b : i32
    %8 = llvm.xor %7, %a : i32
    %9 = llvm.shl %8, %b : i32
    %10 = llvm.lshr %9, %a : i32
    %11 = llvm.ashr %10, %b : i32
    %12 = llvm.fadd %x, %y : f32
    %13 = llvm.fsub %12, %y : f32
    %14 = llvm.fmul %13, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %15 = llvm.fdiv %14, %y : f32
    %16 = llvm.frem %15, %x : f32
    %17 = llvm.fneg %16 : f32
    %18 = llvm.icmp "slt" %11, %a : i32
    %19 = llvm.fcmp "ogt" %17, %x : f32
    %20 = llvm.and %18, %19 : i1
    %21 = llvm.select %20, %a, %b : i1, i32
    %22 = llvm.sext %21 : i32 to i64
    %23 = llvm.zext %a : i32 to i64
    %24 = llvm.add %22, %23 : i64
    %25 = llvm.trunc %24 : i64 to i16
    %26 = llvm.sitofp %25 : i16 to f64
    %27 = llvm.fptosi %26 : f64 to i64
    %28 = llvm.fpext %x : f32 to f64
    %29 = llvm.fptrunc %28 : f64 to f32
    %30 = llvm.fptoui %29 : f32 to i64
    %31 = llvm.uitofp %30 : i64 to f64
    %32 = llvm.bitcast %31 : f64 to i64
    %33 = llvm.add %32, %27 : i64
    %34 = llvm.add %33, %33 : i64
    llvm.return %34 : i64
  }
}
