// LLVM-dialect programs run end to end: recursion, loops carrying values in
// block arguments, structs, globals (scalars, arrays, strings), vectors,
// printf through varargs, malloc / free, the runtime printers.  Each output
// is checked; upstream-diff.test diffs the output with mlir-cpu-runner-13's.
// REQUIRES: jit
// RUN: cmlir-cpu-runner %s -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-cpu-runner %s -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils -O2 | FileCheck %s
// RUN: cmlir-cpu-runner %s -e fib_main -entry-point-result=i64 -shared-libs=%cmlir_c_runner_utils | FileCheck %s --check-prefix=FIB

// CHECK: fact(10) = 3628800
// CHECK-NEXT: sum of squares below 100: 328350
// CHECK-NEXT: pair: 7 2.500000
// CHECK-NEXT: counter: 3
// CHECK-NEXT: hello, globals
// CHECK-NEXT: table: 1 1 2 3 5 8 13 21
// CHECK-NEXT: ( 5, 7, 9, 11 )
// CHECK-NEXT: heap sum: 4950
// CHECK-NEXT: 1.5, -0.25, 3e+38
// CHECK-NEXT: -42, 18446744073709551615
// FIB: {{^}}832040{{$}}

module {
  llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
  llvm.func @malloc(i64) -> !llvm.ptr<i8>
  llvm.func @free(!llvm.ptr<i8>)
  llvm.func @printI64(i64)
  llvm.func @printU64(i64)
  llvm.func @printF32(f32)
  llvm.func @printF64(f64)
  llvm.func @printOpen()
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printNewline()

  llvm.mlir.global internal constant @fmt_fact("fact(%ld) = %ld\0A\00")
  llvm.mlir.global internal constant @fmt_sum("sum of squares below 100: %ld\0A\00")
  llvm.mlir.global internal constant @fmt_pair("pair: %d %f\0A\00")
  llvm.mlir.global internal constant @fmt_counter("counter: %d\0A\00")
  llvm.mlir.global internal constant @hello("hello, globals\0A\00")
  llvm.mlir.global internal constant @fmt_table("table: %d %d %d %d %d %d %d %d\0A\00")
  llvm.mlir.global internal constant @fmt_heap("heap sum: %ld\0A\00")
  llvm.mlir.global internal @counter(0 : i32) : i32
  llvm.mlir.global internal @table(dense<[1, 1, 2, 3, 5, 8, 13, 21]> : tensor<8xi32>) : !llvm.array<8 x i32>

  // Recursion.
  llvm.func @fact(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %c = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %c, ^base, ^rec
  ^base:
    llvm.return %one : i64
  ^rec:
    %m = llvm.sub %n, %one : i64
    %f = llvm.call @fact(%m) : (i64) -> i64
    %r = llvm.mul %n, %f : i64
    llvm.return %r : i64
  }

  llvm.func @fib(%n: i64) -> i64 {
    %two = llvm.mlir.constant(2 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %c = llvm.icmp "slt" %n, %two : i64
    llvm.cond_br %c, ^small, ^big
  ^small:
    llvm.return %n : i64
  ^big:
    %a = llvm.sub %n, %one : i64
    %b = llvm.sub %n, %two : i64
    %fa = llvm.call @fib(%a) : (i64) -> i64
    %fb = llvm.call @fib(%b) : (i64) -> i64
    %s = llvm.add %fa, %fb : i64
    llvm.return %s : i64
  }

  llvm.func @fib_main() -> i64 {
    %n = llvm.mlir.constant(30 : i64) : i64
    %r = llvm.call @fib(%n) : (i64) -> i64
    llvm.return %r : i64
  }

  // A loop whose induction variable and accumulator are block arguments.
  llvm.func @sum_squares(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^head(%zero, %zero : i64, i64)
  ^head(%i: i64, %acc: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^body, ^exit(%acc : i64)
  ^body:
    %sq = llvm.mul %i, %i : i64
    %acc1 = llvm.add %acc, %sq : i64
    %i1 = llvm.add %i, %one : i64
    llvm.br ^head(%i1, %acc1 : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  // Structs built and taken apart.
  llvm.func @make_pair(%a: i32, %b: f64) -> !llvm.struct<(i32, f64)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f64)>
    llvm.return %s1 : !llvm.struct<(i32, f64)>
  }

  llvm.func @bump() {
    %p = llvm.mlir.addressof @counter : !llvm.ptr<i32>
    %v = llvm.load %p : !llvm.ptr<i32>
    %one = llvm.mlir.constant(1 : i32) : i32
    %w = llvm.add %v, %one : i32
    llvm.store %w, %p : !llvm.ptr<i32>
    llvm.return
  }

  llvm.func @main() {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    %f = llvm.call @fact(%ten) : (i64) -> i64
    %fmt0 = llvm.mlir.addressof @fmt_fact : !llvm.ptr<array<17 x i8>>
    %p0 = llvm.getelementptr %fmt0[%zero, %zero] : (!llvm.ptr<array<17 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r0 = llvm.call @printf(%p0, %ten, %f) : (!llvm.ptr<i8>, i64, i64) -> i32

    %hundred = llvm.mlir.constant(100 : i64) : i64
    %s = llvm.call @sum_squares(%hundred) : (i64) -> i64
    %fmt1 = llvm.mlir.addressof @fmt_sum : !llvm.ptr<array<31 x i8>>
    %p1 = llvm.getelementptr %fmt1[%zero, %zero] : (!llvm.ptr<array<31 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r1 = llvm.call @printf(%p1, %s) : (!llvm.ptr<i8>, i64) -> i32

    %seven = llvm.mlir.constant(7 : i32) : i32
    %half = llvm.mlir.constant(2.5 : f64) : f64
    %pair = llvm.call @make_pair(%seven, %half) : (i32, f64) -> !llvm.struct<(i32, f64)>
    %pa = llvm.extractvalue %pair[0] : !llvm.struct<(i32, f64)>
    %pb = llvm.extractvalue %pair[1] : !llvm.struct<(i32, f64)>
    %fmt2 = llvm.mlir.addressof @fmt_pair : !llvm.ptr<array<13 x i8>>
    %p2 = llvm.getelementptr %fmt2[%zero, %zero] : (!llvm.ptr<array<13 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r2 = llvm.call @printf(%p2, %pa, %pb) : (!llvm.ptr<i8>, i32, f64) -> i32

    llvm.call @bump() : () -> ()
    llvm.call @bump() : () -> ()
    llvm.call @bump() : () -> ()
    %cp = llvm.mlir.addressof @counter : !llvm.ptr<i32>
    %cv = llvm.load %cp : !llvm.ptr<i32>
    %fmt3 = llvm.mlir.addressof @fmt_counter : !llvm.ptr<array<13 x i8>>
    %p3 = llvm.getelementptr %fmt3[%zero, %zero] : (!llvm.ptr<array<13 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r3 = llvm.call @printf(%p3, %cv) : (!llvm.ptr<i8>, i32) -> i32

    %h = llvm.mlir.addressof @hello : !llvm.ptr<array<16 x i8>>
    %ph = llvm.getelementptr %h[%zero, %zero] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %rh = llvm.call @printf(%ph) : (!llvm.ptr<i8>) -> i32

    %t = llvm.mlir.addressof @table : !llvm.ptr<array<8 x i32>>
    %tv = llvm.load %t : !llvm.ptr<array<8 x i32>>
    %t0 = llvm.extractvalue %tv[0] : !llvm.array<8 x i32>
    %t1 = llvm.extractvalue %tv[1] : !llvm.array<8 x i32>
    %t2 = llvm.extractvalue %tv[2] : !llvm.array<8 x i32>
    %t3 = llvm.extractvalue %tv[3] : !llvm.array<8 x i32>
    %t4 = llvm.extractvalue %tv[4] : !llvm.array<8 x i32>
    %t5 = llvm.extractvalue %tv[5] : !llvm.array<8 x i32>
    %t6 = llvm.extractvalue %tv[6] : !llvm.array<8 x i32>
    %t7 = llvm.extractvalue %tv[7] : !llvm.array<8 x i32>
    %fmt4 = llvm.mlir.addressof @fmt_table : !llvm.ptr<array<32 x i8>>
    %p4 = llvm.getelementptr %fmt4[%zero, %zero] : (!llvm.ptr<array<32 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r4 = llvm.call @printf(%p4, %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7) : (!llvm.ptr<i8>, i32, i32, i32, i32, i32, i32, i32, i32) -> i32

    // Vectors: an add, then each lane printed.
    %va = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi64>) : vector<4xi64>
    %vb = llvm.mlir.constant(dense<[4, 5, 6, 7]> : vector<4xi64>) : vector<4xi64>
    %vc = llvm.add %va, %vb : vector<4xi64>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %e0 = llvm.extractelement %vc[%i0 : i32] : vector<4xi64>
    %e1 = llvm.extractelement %vc[%i1 : i32] : vector<4xi64>
    %e2 = llvm.extractelement %vc[%i2 : i32] : vector<4xi64>
    %e3 = llvm.extractelement %vc[%i3 : i32] : vector<4xi64>
    llvm.call @printOpen() : () -> ()
    llvm.call @printI64(%e0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%e1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%e2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%e3) : (i64) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()

    // malloc / free: 100 i64 written then summed.
    %bytes = llvm.mlir.constant(800 : i64) : i64
    %raw = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr<i8>
    %buf = llvm.bitcast %raw : !llvm.ptr<i8> to !llvm.ptr<i64>
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^fill(%zero : i64)
  ^fill(%i: i64):
    %q = llvm.getelementptr %buf[%i] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
    llvm.store %i, %q : !llvm.ptr<i64>
    %in = llvm.add %i, %one : i64
    %more = llvm.icmp "slt" %in, %hundred : i64
    llvm.cond_br %more, ^fill(%in : i64), ^sum(%zero, %zero : i64, i64)
  ^sum(%j: i64, %acc: i64):
    %qj = llvm.getelementptr %buf[%j] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
    %v = llvm.load %qj : !llvm.ptr<i64>
    %acc1 = llvm.add %acc, %v : i64
    %jn = llvm.add %j, %one : i64
    %again = llvm.icmp "slt" %jn, %hundred : i64
    llvm.cond_br %again, ^sum(%jn, %acc1 : i64, i64), ^done(%acc1 : i64)
  ^done(%total: i64):
    llvm.call @free(%raw) : (!llvm.ptr<i8>) -> ()
    %fmt5 = llvm.mlir.addressof @fmt_heap : !llvm.ptr<array<15 x i8>>
    %p5 = llvm.getelementptr %fmt5[%zero, %zero] : (!llvm.ptr<array<15 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %r5 = llvm.call @printf(%p5, %total) : (!llvm.ptr<i8>, i64) -> i32

    // The scalar printers.
    %x = llvm.mlir.constant(1.5 : f32) : f32
    %y = llvm.mlir.constant(-0.25 : f64) : f64
    %z = llvm.mlir.constant(3.0e38 : f32) : f32
    llvm.call @printF32(%x) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%y) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%z) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %neg = llvm.mlir.constant(-42 : i64) : i64
    %all = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @printI64(%neg) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%all) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
