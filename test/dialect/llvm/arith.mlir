// Integer and float arithmetic, fastmath flags, icmp / fcmp, select and
// freeze of the llvm dialect, as mlir-opt-13 prints them.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up

// CHECK-LABEL: llvm.func @int_ops(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: i1)
llvm.func @int_ops(%a: i32, %b: i32, %v: vector<4xi64>, %c: i1) {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg1  : i32
  // GENERIC: %0 = "llvm.add"(%arg0, %arg1) : (i32, i32) -> i32
  %0 = llvm.add %a, %b : i32
  // CHECK-NEXT: %1 = llvm.sub %arg0, %arg1  : i32
  %1 = llvm.sub %a, %b : i32
  // CHECK-NEXT: %2 = llvm.mul %arg0, %arg1  : i32
  %2 = llvm.mul %a, %b : i32
  // CHECK-NEXT: %3 = llvm.udiv %arg0, %arg1  : i32
  %3 = llvm.udiv %a, %b : i32
  // CHECK-NEXT: %4 = llvm.sdiv %arg0, %arg1  : i32
  %4 = llvm.sdiv %a, %b : i32
  // CHECK-NEXT: %5 = llvm.urem %arg0, %arg1  : i32
  %5 = llvm.urem %a, %b : i32
  // CHECK-NEXT: %6 = llvm.srem %arg0, %arg1  : i32
  %6 = llvm.srem %a, %b : i32
  // CHECK-NEXT: %7 = llvm.and %arg0, %arg1  : i32
  %7 = llvm.and %a, %b : i32
  // CHECK-NEXT: %8 = llvm.or %arg0, %arg1  : i32
  %8 = llvm.or %a, %b : i32
  // CHECK-NEXT: %9 = llvm.xor %arg0, %arg1  : i32
  %9 = llvm.xor %a, %b : i32
  // CHECK-NEXT: %10 = llvm.shl %arg0, %arg1  : i32
  %10 = llvm.shl %a, %b : i32
  // CHECK-NEXT: %11 = llvm.lshr %arg0, %arg1  : i32
  %11 = llvm.lshr %a, %b : i32
  // CHECK-NEXT: %12 = llvm.ashr %arg0, %arg1  : i32
  %12 = llvm.ashr %a, %b : i32
  // CHECK-NEXT: %13 = llvm.add %arg2, %arg2  : vector<4xi64>
  %13 = llvm.add %v, %v : vector<4xi64>
  // CHECK-NEXT: %14 = llvm.xor %arg3, %arg3  {tag = 1 : i32} : i1
  %14 = llvm.xor %c, %c {tag = 1 : i32} : i1
  // CHECK-NEXT: llvm.icmp "eq" %arg0, %arg1 : i32
  // GENERIC: "llvm.icmp"(%arg0, %arg1) {predicate = 0 : i64} : (i32, i32) -> i1
  %15 = llvm.icmp "eq" %a, %b : i32
  %16 = llvm.icmp "ne" %a, %b : i32
  %17 = llvm.icmp "slt" %a, %b : i32
  %18 = llvm.icmp "sle" %a, %b : i32
  %19 = llvm.icmp "sgt" %a, %b : i32
  %20 = llvm.icmp "sge" %a, %b : i32
  %21 = llvm.icmp "ult" %a, %b : i32
  %22 = llvm.icmp "ule" %a, %b : i32
  %23 = llvm.icmp "ugt" %a, %b : i32
  // CHECK: llvm.icmp "uge" %arg0, %arg1 {tag} : i32
  %24 = llvm.icmp "uge" %a, %b {tag} : i32
  // GENERIC: "llvm.icmp"(%arg2, %arg2) {predicate = 2 : i64} : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
  %25 = llvm.icmp "slt" %v, %v : vector<4xi64>
  // CHECK: llvm.select %arg3, %arg0, %arg1 : i1, i32
  %26 = llvm.select %c, %a, %b : i1, i32
  // CHECK: llvm.select %25, %arg2, %arg2 : vector<4xi1>, vector<4xi64>
  %27 = llvm.select %25, %v, %v : vector<4xi1>, vector<4xi64>
  // CHECK: llvm.freeze %arg0 : i32
  %28 = llvm.freeze %a : i32
  llvm.return
}

// CHECK-LABEL: llvm.func @ptr_cmp(%arg0: !llvm.ptr<i8>, %arg1: !llvm.vec<2 x ptr<i8>>)
llvm.func @ptr_cmp(%p: !llvm.ptr<i8>, %vp: !llvm.vec<2 x ptr<i8>>) {
  // CHECK: llvm.icmp "eq" %arg0, %arg0 : !llvm.ptr<i8>
  %0 = llvm.icmp "eq" %p, %p : !llvm.ptr<i8>
  // GENERIC: "llvm.icmp"(%arg1, %arg1) {predicate = 1 : i64} : (!llvm.vec<2 x ptr<i8>>, !llvm.vec<2 x ptr<i8>>) -> vector<2xi1>
  %1 = llvm.icmp "ne" %vp, %vp : !llvm.vec<2 x ptr<i8>>
  // CHECK: llvm.select %0, %arg0, %arg0 : i1, !llvm.ptr<i8>
  %2 = llvm.select %0, %p, %p : i1, !llvm.ptr<i8>
  llvm.return
}

// CHECK-LABEL: llvm.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: !llvm.vec<? x 4 x f16>)
llvm.func @float_ops(%f: f32, %g: f32, %v: vector<2xf64>, %s: !llvm.vec<? x 4 x f16>) {
  // CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  : f32
  %0 = llvm.fadd %f, %g : f32
  // CHECK-NEXT: %1 = llvm.fsub %arg0, %arg1  : f32
  %1 = llvm.fsub %f, %g : f32
  // CHECK-NEXT: %2 = llvm.fmul %arg0, %arg1  : f32
  %2 = llvm.fmul %f, %g : f32
  // CHECK-NEXT: %3 = llvm.fdiv %arg0, %arg1  : f32
  %3 = llvm.fdiv %f, %g : f32
  // CHECK-NEXT: %4 = llvm.frem %arg0, %arg1  : f32
  %4 = llvm.frem %f, %g : f32
  // CHECK-NEXT: %5 = llvm.fneg %arg0  : f32
  %5 = llvm.fneg %f : f32
  // CHECK-NEXT: %6 = llvm.fadd %arg2, %arg2  : vector<2xf64>
  %6 = llvm.fadd %v, %v : vector<2xf64>
  // CHECK-NEXT: %7 = llvm.fmul %arg3, %arg3  : !llvm.vec<? x 4 x f16>
  %7 = llvm.fmul %s, %s : !llvm.vec<? x 4 x f16>
  // Fastmath flags: printed in MLIR 13's order; no flags at all is elided.
  // CHECK-NEXT: %8 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc, fast>} : f32
  // GENERIC: %8 = "llvm.fadd"(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc, fast>} : (f32, f32) -> f32
  %8 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast, reassoc, afn, contract, arcp, nsz, ninf, nnan>} : f32
  // CHECK-NEXT: %9 = llvm.fsub %arg0, %arg1  : f32
  // GENERIC: %9 = "llvm.fsub"(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<>} : (f32, f32) -> f32
  %9 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<>} : f32
  // CHECK-NEXT: %10 = llvm.fneg %arg0  {fastmathFlags = #llvm.fastmath<nsz>, tag} : f32
  %10 = llvm.fneg %f {tag, fastmathFlags = #llvm.fastmath<nsz>} : f32
  // CHECK-NEXT: llvm.fcmp "_false" %arg0, %arg1 : f32
  // GENERIC: "llvm.fcmp"(%arg0, %arg1) {predicate = 0 : i64} : (f32, f32) -> i1
  %11 = llvm.fcmp "_false" %f, %g : f32
  %12 = llvm.fcmp "oeq" %f, %g : f32
  %13 = llvm.fcmp "ogt" %f, %g : f32
  %14 = llvm.fcmp "oge" %f, %g : f32
  %15 = llvm.fcmp "olt" %f, %g : f32
  %16 = llvm.fcmp "ole" %f, %g : f32
  %17 = llvm.fcmp "one" %f, %g : f32
  %18 = llvm.fcmp "ord" %f, %g : f32
  %19 = llvm.fcmp "ueq" %f, %g : f32
  %20 = llvm.fcmp "ugt" %f, %g : f32
  %21 = llvm.fcmp "uge" %f, %g : f32
  %22 = llvm.fcmp "ult" %f, %g : f32
  %23 = llvm.fcmp "ule" %f, %g : f32
  %24 = llvm.fcmp "une" %f, %g : f32
  %25 = llvm.fcmp "uno" %f, %g : f32
  // CHECK: llvm.fcmp "_true" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %26 = llvm.fcmp "_true" %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK: llvm.fcmp "oeq" %arg0, %arg1 : f32
  %27 = llvm.fcmp "oeq" %f, %g {fastmathFlags = #llvm.fastmath<>} : f32
  // GENERIC: "llvm.fcmp"(%arg2, %arg2) {predicate = 1 : i64} : (vector<2xf64>, vector<2xf64>) -> vector<2xi1>
  %28 = llvm.fcmp "oeq" %v, %v : vector<2xf64>
  // GENERIC: "llvm.fcmp"(%arg3, %arg3) {predicate = 1 : i64} : (!llvm.vec<? x 4 x f16>, !llvm.vec<? x 4 x f16>) -> !llvm.vec<? x 4 x i1>
  %29 = llvm.fcmp "oeq" %s, %s : !llvm.vec<? x 4 x f16>
  llvm.return
}

// Loop options are an attribute of the dialect too.
// CHECK: llvm.func @loopopts() attributes {opts = #llvm.loopopts<disable_unroll = true, disable_licm = false, interleave_count = 4, disable_pipeline = true, pipeline_initiation_interval = 2>}
llvm.func @loopopts() attributes {opts = #llvm.loopopts<pipeline_initiation_interval = 2, disable_licm = false, disable_pipeline = true, interleave_count = 4, disable_unroll = true>}
