// Float arithmetic on two constants that yields a NaN from non-NaN operands
// (0/0, inf-inf, 0*inf) folds to LLVM's default NaN, as LLVM's constant
// folder does; a NaN operand (the left one first) is the result as it is,
// sign and payload (signaling ones too).
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

llvm.func @sink(f32, f64, f32, f64)

// CHECK-LABEL: define void @nans
// CHECK: call void @sink(float 0x7FF8000000000000, double 0x7FF8000000000000, float 0x7FF8000000000000, double 0x7FF8000000000000)
llvm.func @nans() {
  %z = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %zd = llvm.mlir.constant(0.000000e+00 : f64) : f64
  %inf = llvm.mlir.constant(0x7F800000 : f32) : f32
  %infd = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %a = llvm.fdiv %z, %z : f32
  %b = llvm.fsub %infd, %infd : f64
  %c = llvm.fmul %z, %inf : f32
  %d = llvm.fadd %infd, %zd : f64
  %e = llvm.fsub %d, %infd : f64
  llvm.call @sink(%a, %b, %c, %e) : (f32, f64, f32, f64) -> ()
  llvm.return
}
llvm.func @sink2(f64, f64, f32, f32, f64)

// CHECK-LABEL: define void @operands
// CHECK: call void @sink2(double 0x7FF8000000000001, double 0x7FF0000000000003, float 0x7FF80000A0000000, float 0xFFF80000E0000000, double 0x7FF8000000000001)
llvm.func @operands() {
  %n = llvm.mlir.constant(0x7FF8000000000001 : f64) : f64
  %s = llvm.mlir.constant(0x7FF0000000000003 : f64) : f64
  %nf = llvm.mlir.constant(0x7FC00005 : f32) : f32
  %sf = llvm.mlir.constant(0xFF800007 : f32) : f32
  %o = llvm.mlir.constant(1.0 : f64) : f64
  %of = llvm.mlir.constant(1.0 : f32) : f32
  %a = llvm.fadd %n, %o : f64
  %b = llvm.fmul %o, %s : f64
  %c = llvm.fdiv %of, %nf : f32
  %d = llvm.fsub %sf, %nf : f32
  %e = llvm.fsub %n, %s : f64
  llvm.call @sink2(%a, %b, %c, %d, %e) : (f64, f64, f32, f32, f64) -> ()
  llvm.return
}

llvm.func @sink3(f64, f64, f64, f64, f32)

// CHECK-LABEL: define void @negative
// CHECK: call void @sink3(double 0xFFF8000000000001, double 0xFFF8000000000001, double 0xFFF8000000000001, double 0xFFF8000000000001, float 0xFFF80000A0000000)
llvm.func @negative() {
  %n = llvm.mlir.constant(0xFFF8000000000001 : f64) : f64
  %o = llvm.mlir.constant(-1.0 : f64) : f64
  %of = llvm.mlir.constant(-1.0 : f32) : f32
  %nf = llvm.mlir.constant(0xFFC00005 : f32) : f32
  %a = llvm.fmul %o, %n : f64
  %b = llvm.fdiv %n, %o : f64
  %c = llvm.fadd %o, %n : f64
  %d = llvm.fsub %o, %n : f64
  %e = llvm.fmul %of, %nf : f32
  llvm.call @sink3(%a, %b, %c, %d, %e) : (f64, f64, f64, f64, f32) -> ()
  llvm.return
}
