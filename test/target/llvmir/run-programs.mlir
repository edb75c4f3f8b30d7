// Programs translated by cmlir-translate and by mlir-translate-13 behave the
// same under lli (output and exit status).
// REQUIRES: upstream-translate, lli
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ours.ll
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.upstream.ll
// RUN: %python %S/Inputs/run_compare.py %lli %t.ours.ll %t.upstream.ll | FileCheck %s

// CHECK: fib(20) = 6765
// CHECK-NEXT: sum of squares below 100 = 328350
// CHECK-NEXT: switch: 10 20 30 0
// CHECK-NEXT: float: 1.414214 2.500000 -3.750000
// CHECK-NEXT: hello, world
// CHECK-NEXT: struct: 7 2.500000
// CHECK-NEXT: vector: 3.000000 10.000000
// CHECK-NEXT: atomic: 15 5
// CHECK-NEXT: exit status: 42

llvm.mlir.global internal constant @fmt_fib("fib(%d) = %d\0A\00") : !llvm.array<14 x i8>
llvm.mlir.global internal constant @fmt_sum("sum of squares below 100 = %lld\0A\00") : !llvm.array<33 x i8>
llvm.mlir.global internal constant @fmt_sw("switch: %d %d %d %d\0A\00") : !llvm.array<21 x i8>
llvm.mlir.global internal constant @fmt_f("float: %f %f %f\0A\00") : !llvm.array<17 x i8>
llvm.mlir.global internal constant @hello("hello, world\00") : !llvm.array<13 x i8>
llvm.mlir.global internal constant @fmt_st("struct: %d %f\0A\00") : !llvm.array<15 x i8>
llvm.mlir.global internal constant @fmt_v("vector: %f %f\0A\00") : !llvm.array<15 x i8>
llvm.mlir.global internal constant @fmt_a("atomic: %d %d\0A\00") : !llvm.array<15 x i8>
llvm.mlir.global internal @counter(10 : i32) : i32
llvm.mlir.global internal @table(dense<[10, 20, 30]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global internal @table_ptr() : !llvm.ptr<i32> {
  %0 = llvm.mlir.addressof @table : !llvm.ptr<array<3 x i32>>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.getelementptr %0[%c0, %c0] : (!llvm.ptr<array<3 x i32>>, i64, i64) -> !llvm.ptr<i32>
  llvm.return %1 : !llvm.ptr<i32>
}

llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @puts(!llvm.ptr<i8>) -> i32

llvm.func @str(%g: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return %g : !llvm.ptr<i8>
}

llvm.func @fib(%n: i32) -> i32 {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %lt = llvm.icmp "slt" %n, %c2 : i32
  llvm.cond_br %lt, ^base, ^rec
^base:
  llvm.return %n : i32
^rec:
  %a = llvm.sub %n, %c1 : i32
  %b = llvm.sub %n, %c2 : i32
  %fa = llvm.call @fib(%a) : (i32) -> i32
  %fb = llvm.call @fib(%b) : (i32) -> i32
  %r = llvm.add %fa, %fb : i32
  llvm.return %r : i32
}

// A loop with block arguments, a repeated successor with different values.
llvm.func @sum_squares(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %true = llvm.mlir.constant(true) : i1
  llvm.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %s: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit(%s : i64)
^body:
  %sq = llvm.mul %i, %i : i64
  %ns = llvm.add %s, %sq : i64
  %ni = llvm.add %i, %c1 : i64
  llvm.cond_br %true, ^head(%ni, %ns : i64, i64), ^head(%n, %s : i64, i64)
^exit(%r: i64):
  llvm.return %r : i64
}

llvm.func @pick(%k: i32) -> i32 {
  %tp = llvm.mlir.addressof @table_ptr : !llvm.ptr<ptr<i32>>
  %t = llvm.load %tp : !llvm.ptr<ptr<i32>>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.switch %k, ^default(%z : i32) [
    0: ^load(%c0 : i64),
    1: ^load(%c1 : i64),
    2: ^load(%c2 : i64)
  ]
^load(%idx: i64):
  %p = llvm.getelementptr %t[%idx] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  %v = llvm.load %p : !llvm.ptr<i32>
  llvm.br ^default(%v : i32)
^default(%r: i32):
  llvm.return %r : i32
}

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %n20 = llvm.mlir.constant(20 : i32) : i32
  %f = llvm.call @fib(%n20) : (i32) -> i32
  %g0 = llvm.mlir.addressof @fmt_fib : !llvm.ptr<array<14 x i8>>
  %s0 = llvm.getelementptr %g0[%c0, %c0] : (!llvm.ptr<array<14 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %0 = llvm.call @printf(%s0, %n20, %f) : (!llvm.ptr<i8>, i32, i32) -> i32

  %n100 = llvm.mlir.constant(100 : i64) : i64
  %ss = llvm.call @sum_squares(%n100) : (i64) -> i64
  %g1 = llvm.mlir.addressof @fmt_sum : !llvm.ptr<array<33 x i8>>
  %s1 = llvm.getelementptr %g1[%c0, %c0] : (!llvm.ptr<array<33 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %1 = llvm.call @printf(%s1, %ss) : (!llvm.ptr<i8>, i64) -> i32

  %k0 = llvm.mlir.constant(0 : i32) : i32
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %k2 = llvm.mlir.constant(2 : i32) : i32
  %k9 = llvm.mlir.constant(9 : i32) : i32
  %p0 = llvm.call @pick(%k0) : (i32) -> i32
  %p1 = llvm.call @pick(%k1) : (i32) -> i32
  %p2 = llvm.call @pick(%k2) : (i32) -> i32
  %p9 = llvm.call @pick(%k9) : (i32) -> i32
  %g2 = llvm.mlir.addressof @fmt_sw : !llvm.ptr<array<21 x i8>>
  %s2 = llvm.getelementptr %g2[%c0, %c0] : (!llvm.ptr<array<21 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %2 = llvm.call @printf(%s2, %p0, %p1, %p2, %p9) : (!llvm.ptr<i8>, i32, i32, i32, i32) -> i32

  %two = llvm.mlir.constant(2.0 : f64) : f64
  %sqrt2 = "llvm.intr.sqrt"(%two) : (f64) -> f64
  %h = llvm.mlir.constant(1.25 : f32) : f32
  %hh = llvm.fmul %h, %h : f32
  %hx = llvm.fadd %hh, %h : f32
  %hd = llvm.fpext %h : f32 to f64
  %x = llvm.fmul %hd, %two : f64
  %neg = llvm.fneg %x : f64
  %nh = llvm.fsub %neg, %hd : f64
  %g3 = llvm.mlir.addressof @fmt_f : !llvm.ptr<array<17 x i8>>
  %s3 = llvm.getelementptr %g3[%c0, %c0] : (!llvm.ptr<array<17 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %3 = llvm.call @printf(%s3, %sqrt2, %x, %nh) : (!llvm.ptr<i8>, f64, f64, f64) -> i32

  %g4 = llvm.mlir.addressof @hello : !llvm.ptr<array<13 x i8>>
  %s4 = llvm.getelementptr %g4[%c0, %c0] : (!llvm.ptr<array<13 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %s4b = llvm.call @str(%s4) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  %4 = llvm.call @puts(%s4b) : (!llvm.ptr<i8>) -> i32

  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %seven = llvm.mlir.constant(7 : i32) : i32
  %st1 = llvm.insertvalue %seven, %u[0 : i32] : !llvm.struct<(i32, f64)>
  %twofive = llvm.mlir.constant(2.5 : f64) : f64
  %st2 = llvm.insertvalue %twofive, %st1[1 : i32] : !llvm.struct<(i32, f64)>
  %one = llvm.mlir.constant(1 : i64) : i64
  %mem = llvm.alloca %one x !llvm.struct<(i32, f64)> : (i64) -> !llvm.ptr<struct<(i32, f64)>>
  llvm.store %st2, %mem : !llvm.ptr<struct<(i32, f64)>>
  %ld = llvm.load %mem : !llvm.ptr<struct<(i32, f64)>>
  %e0 = llvm.extractvalue %ld[0 : i32] : !llvm.struct<(i32, f64)>
  %e1 = llvm.extractvalue %ld[1 : i32] : !llvm.struct<(i32, f64)>
  %g5 = llvm.mlir.addressof @fmt_st : !llvm.ptr<array<15 x i8>>
  %s5 = llvm.getelementptr %g5[%c0, %c0] : (!llvm.ptr<array<15 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %5 = llvm.call @printf(%s5, %e0, %e1) : (!llvm.ptr<i8>, i32, f64) -> i32

  %vc = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf64>) : vector<2xf64>
  %vd = llvm.mlir.constant(dense<[2.0, 3.0]> : vector<2xf64>) : vector<2xf64>
  %vs = llvm.fadd %vc, %vd : vector<2xf64>
  %vm = llvm.fmul %vs, %vc : vector<2xf64>
  %sh = llvm.shufflevector %vm, %vm [1 : i32, 0 : i32] : vector<2xf64>, vector<2xf64>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %v0 = llvm.extractelement %sh[%i1 : i32] : vector<2xf64>
  %v1 = llvm.extractelement %sh[%i0 : i32] : vector<2xf64>
  %vx = llvm.fadd %v0, %v1 : f64
  %vy = llvm.fsub %vx, %v1 : f64
  %vz = llvm.fadd %vy, %v1 : f64
  %q = llvm.fsub %vz, %v0 : f64
  %g6 = llvm.mlir.addressof @fmt_v : !llvm.ptr<array<15 x i8>>
  %s6 = llvm.getelementptr %g6[%c0, %c0] : (!llvm.ptr<array<15 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %r0 = llvm.fadd %vy, %vy : f64
  %6 = llvm.call @printf(%s6, %vy, %q) : (!llvm.ptr<i8>, f64, f64) -> i32

  %cp = llvm.mlir.addressof @counter : !llvm.ptr<i32>
  %five = llvm.mlir.constant(5 : i32) : i32
  %old = llvm.atomicrmw add %cp, %five seq_cst : i32
  %now = llvm.load %cp : !llvm.ptr<i32>
  %g7 = llvm.mlir.addressof @fmt_a : !llvm.ptr<array<15 x i8>>
  %s7 = llvm.getelementptr %g7[%c0, %c0] : (!llvm.ptr<array<15 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %7 = llvm.call @printf(%s7, %now, %five) : (!llvm.ptr<i8>, i32, i32) -> i32

  %ret = llvm.mlir.constant(42 : i32) : i32
  llvm.return %ret : i32
}
