// Integer and float arithmetic, comparisons, select, freeze, fast-math flags.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK-LABEL: define void @int_ops(i32 %0, i32 %1, <2 x i64> %2)
llvm.func @int_ops(%a: i32, %b: i32, %v: vector<2xi64>) {
  // CHECK-NEXT: %4 = add i32 %0, %1
  %0 = llvm.add %a, %b : i32
  // CHECK-NEXT: %5 = sub i32 %0, %1
  %1 = llvm.sub %a, %b : i32
  // CHECK-NEXT: %6 = mul i32 %0, %1
  %2 = llvm.mul %a, %b : i32
  // CHECK-NEXT: %7 = udiv i32 %0, %1
  %3 = llvm.udiv %a, %b : i32
  // CHECK-NEXT: %8 = sdiv i32 %0, %1
  %4 = llvm.sdiv %a, %b : i32
  // CHECK-NEXT: %9 = urem i32 %0, %1
  %5 = llvm.urem %a, %b : i32
  // CHECK-NEXT: %10 = srem i32 %0, %1
  %6 = llvm.srem %a, %b : i32
  // CHECK-NEXT: %11 = and i32 %0, %1
  %7 = llvm.and %a, %b : i32
  // CHECK-NEXT: %12 = or i32 %0, %1
  %8 = llvm.or %a, %b : i32
  // CHECK-NEXT: %13 = xor i32 %0, %1
  %9 = llvm.xor %a, %b : i32
  // CHECK-NEXT: %14 = shl i32 %0, %1
  %10 = llvm.shl %a, %b : i32
  // CHECK-NEXT: %15 = lshr i32 %0, %1
  %11 = llvm.lshr %a, %b : i32
  // CHECK-NEXT: %16 = ashr i32 %0, %1
  %12 = llvm.ashr %a, %b : i32
  // CHECK-NEXT: %17 = add <2 x i64> %2, %2
  %13 = llvm.add %v, %v : vector<2xi64>
  // CHECK-NEXT: %18 = icmp eq i32 %0, %1
  %14 = llvm.icmp "eq" %a, %b : i32
  // CHECK-NEXT: %19 = icmp ne i32 %0, %1
  %15 = llvm.icmp "ne" %a, %b : i32
  // CHECK-NEXT: %20 = icmp slt i32 %0, %1
  %16 = llvm.icmp "slt" %a, %b : i32
  // CHECK-NEXT: %21 = icmp sle i32 %0, %1
  %17 = llvm.icmp "sle" %a, %b : i32
  // CHECK-NEXT: %22 = icmp sgt i32 %0, %1
  %18 = llvm.icmp "sgt" %a, %b : i32
  // CHECK-NEXT: %23 = icmp sge i32 %0, %1
  %19 = llvm.icmp "sge" %a, %b : i32
  // CHECK-NEXT: %24 = icmp ult i32 %0, %1
  %20 = llvm.icmp "ult" %a, %b : i32
  // CHECK-NEXT: %25 = icmp ule i32 %0, %1
  %21 = llvm.icmp "ule" %a, %b : i32
  // CHECK-NEXT: %26 = icmp ugt i32 %0, %1
  %22 = llvm.icmp "ugt" %a, %b : i32
  // CHECK-NEXT: %27 = icmp uge i32 %0, %1
  %23 = llvm.icmp "uge" %a, %b : i32
  // CHECK-NEXT: %28 = icmp eq <2 x i64> %2, %2
  %24 = llvm.icmp "eq" %v, %v : vector<2xi64>
  // CHECK-NEXT: %29 = select i1 %18, i32 %0, i32 %1
  %25 = llvm.select %14, %a, %b : i1, i32
  // CHECK-NEXT: %30 = freeze i32 %0
  %26 = llvm.freeze %a : i32
  // CHECK-NEXT: ret void
  llvm.return
}

// CHECK-LABEL: define void @float_ops(float %0, double %1)
llvm.func @float_ops(%x: f32, %y: f64) {
  // CHECK-NEXT: %3 = fadd float %0, %0
  %0 = llvm.fadd %x, %x : f32
  // CHECK-NEXT: %4 = fsub float %0, %0
  %1 = llvm.fsub %x, %x : f32
  // CHECK-NEXT: %5 = fmul double %1, %1
  %2 = llvm.fmul %y, %y : f64
  // CHECK-NEXT: %6 = fdiv double %1, %1
  %3 = llvm.fdiv %y, %y : f64
  // CHECK-NEXT: %7 = frem double %1, %1
  %4 = llvm.frem %y, %y : f64
  // CHECK-NEXT: %8 = fneg float %0
  %5 = llvm.fneg %x : f32
  // CHECK-NEXT: %9 = fadd nnan ninf float %0, %0
  %6 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  // CHECK-NEXT: %10 = fmul fast double %1, %1
  %7 = llvm.fmul %y, %y {fastmathFlags = #llvm.fastmath<fast>} : f64
  // CHECK-NEXT: %11 = fneg reassoc nsz arcp contract afn float %0
  %8 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<nsz, arcp, contract, afn, reassoc>} : f32
  // CHECK-NEXT: %12 = fcmp false float %0, %0
  %c0 = llvm.fcmp "_false" %x, %x : f32
  // CHECK-NEXT: %13 = fcmp oeq float %0, %0
  %c1 = llvm.fcmp "oeq" %x, %x : f32
  // CHECK-NEXT: %14 = fcmp ogt float %0, %0
  %c2 = llvm.fcmp "ogt" %x, %x : f32
  // CHECK-NEXT: %15 = fcmp oge float %0, %0
  %c3 = llvm.fcmp "oge" %x, %x : f32
  // CHECK-NEXT: %16 = fcmp olt float %0, %0
  %c4 = llvm.fcmp "olt" %x, %x : f32
  // CHECK-NEXT: %17 = fcmp ole float %0, %0
  %c5 = llvm.fcmp "ole" %x, %x : f32
  // CHECK-NEXT: %18 = fcmp one float %0, %0
  %c6 = llvm.fcmp "one" %x, %x : f32
  // CHECK-NEXT: %19 = fcmp ord float %0, %0
  %c7 = llvm.fcmp "ord" %x, %x : f32
  // CHECK-NEXT: %20 = fcmp ueq float %0, %0
  %c8 = llvm.fcmp "ueq" %x, %x : f32
  // CHECK-NEXT: %21 = fcmp ugt float %0, %0
  %c9 = llvm.fcmp "ugt" %x, %x : f32
  // CHECK-NEXT: %22 = fcmp uge float %0, %0
  %c10 = llvm.fcmp "uge" %x, %x : f32
  // CHECK-NEXT: %23 = fcmp ult float %0, %0
  %c11 = llvm.fcmp "ult" %x, %x : f32
  // CHECK-NEXT: %24 = fcmp ule float %0, %0
  %c12 = llvm.fcmp "ule" %x, %x : f32
  // CHECK-NEXT: %25 = fcmp une float %0, %0
  %c13 = llvm.fcmp "une" %x, %x : f32
  // CHECK-NEXT: %26 = fcmp uno float %0, %0
  %c14 = llvm.fcmp "uno" %x, %x : f32
  // CHECK-NEXT: %27 = fcmp true float %0, %0
  %c15 = llvm.fcmp "_true" %x, %x : f32
  // CHECK-NEXT: %28 = fcmp nnan olt double %1, %1
  %c16 = llvm.fcmp "olt" %y, %y {fastmathFlags = #llvm.fastmath<nnan>} : f64
  llvm.return
}
