// Integer arithmetic of the std dialect executed: every binary integer op
// on i32 scalars (signed and unsigned readings of negative operands), the
// same ops on vector<4xi32> and vector<2x4xi32> (shifts on 2-D vectors:
// std-int-nd-shift-program.mlir), ceildivi_signed and
// floordivi_signed (through -std-expand), and cmpi with every predicate on
// scalars and vectors. Vectors are printed through two memref.view's of
// one byte buffer (one as a vector memref, one as an i32 memref).
// REQUIRES: jit
// RUN: cmlir-opt -std-expand -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printOpen()
func private @printClose()
func private @printComma()
func private @printNewline()

func @ps(%x: i32) {
  %w = sexti %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @pu(%x: i32) {
  %w = zexti %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Prints n i32 values of a buffer as ( a, b, ... ).
func @pbuf(%m: memref<?xi32>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  call @printOpen() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %notfirst = cmpi ne, %i, %c0 : index
    scf.if %notfirst {
      call @printComma() : () -> ()
    }
    %e = memref.load %m[%i] : memref<?xi32>
    %w = sexti %e : i32 to i64
    call @printI64(%w) : (i64) -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func @pv(%v: vector<4xi32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %buf = memref.alloca() {alignment = 16} : memref<16xi8>
  %vv = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<4xi32>>
  %sv = memref.view %buf[%c0][%c4] : memref<16xi8> to memref<?xi32>
  memref.store %v, %vv[%c0] : memref<1xvector<4xi32>>
  call @pbuf(%sv, %c4) : (memref<?xi32>, index) -> ()
  return
}

func @pv2(%v: vector<2x4xi32>) {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %buf = memref.alloca() {alignment = 16} : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2x4xi32>>
  %sv = memref.view %buf[%c0][%c8] : memref<32xi8> to memref<?xi32>
  memref.store %v, %vv[%c0] : memref<1xvector<2x4xi32>>
  call @pbuf(%sv, %c8) : (memref<?xi32>, index) -> ()
  return
}

func @scalar(%a: i32, %b: i32) {
  %0 = addi %a, %b : i32
  call @ps(%0) : (i32) -> ()
  %1 = subi %a, %b : i32
  call @ps(%1) : (i32) -> ()
  %2 = muli %a, %b : i32
  call @ps(%2) : (i32) -> ()
  %3 = divi_signed %a, %b : i32
  call @ps(%3) : (i32) -> ()
  %4 = divi_unsigned %a, %b : i32
  call @pu(%4) : (i32) -> ()
  %5 = remi_signed %a, %b : i32
  call @ps(%5) : (i32) -> ()
  %6 = remi_unsigned %a, %b : i32
  call @pu(%6) : (i32) -> ()
  %7 = and %a, %b : i32
  call @ps(%7) : (i32) -> ()
  %8 = or %a, %b : i32
  call @ps(%8) : (i32) -> ()
  %9 = xor %a, %b : i32
  call @ps(%9) : (i32) -> ()
  %10 = shift_left %a, %b : i32
  call @ps(%10) : (i32) -> ()
  %11 = shift_right_signed %a, %b : i32
  call @ps(%11) : (i32) -> ()
  %12 = shift_right_unsigned %a, %b : i32
  call @pu(%12) : (i32) -> ()
  %13 = ceildivi_signed %a, %b : i32
  call @ps(%13) : (i32) -> ()
  %14 = floordivi_signed %a, %b : i32
  call @ps(%14) : (i32) -> ()
  return
}

func @vector(%a: vector<4xi32>, %b: vector<4xi32>) {
  %0 = addi %a, %b : vector<4xi32>
  call @pv(%0) : (vector<4xi32>) -> ()
  %1 = subi %a, %b : vector<4xi32>
  call @pv(%1) : (vector<4xi32>) -> ()
  %2 = muli %a, %b : vector<4xi32>
  call @pv(%2) : (vector<4xi32>) -> ()
  %3 = divi_signed %a, %b : vector<4xi32>
  call @pv(%3) : (vector<4xi32>) -> ()
  %4 = divi_unsigned %a, %b : vector<4xi32>
  call @pv(%4) : (vector<4xi32>) -> ()
  %5 = remi_signed %a, %b : vector<4xi32>
  call @pv(%5) : (vector<4xi32>) -> ()
  %6 = remi_unsigned %a, %b : vector<4xi32>
  call @pv(%6) : (vector<4xi32>) -> ()
  %7 = and %a, %b : vector<4xi32>
  call @pv(%7) : (vector<4xi32>) -> ()
  %8 = or %a, %b : vector<4xi32>
  call @pv(%8) : (vector<4xi32>) -> ()
  %9 = xor %a, %b : vector<4xi32>
  call @pv(%9) : (vector<4xi32>) -> ()
  %10 = shift_left %a, %b : vector<4xi32>
  call @pv(%10) : (vector<4xi32>) -> ()
  %11 = shift_right_signed %a, %b : vector<4xi32>
  call @pv(%11) : (vector<4xi32>) -> ()
  %12 = shift_right_unsigned %a, %b : vector<4xi32>
  call @pv(%12) : (vector<4xi32>) -> ()
  return
}

func @vector2d(%a: vector<2x4xi32>, %b: vector<2x4xi32>) {
  %0 = addi %a, %b : vector<2x4xi32>
  call @pv2(%0) : (vector<2x4xi32>) -> ()
  %1 = subi %a, %b : vector<2x4xi32>
  call @pv2(%1) : (vector<2x4xi32>) -> ()
  %2 = muli %a, %b : vector<2x4xi32>
  call @pv2(%2) : (vector<2x4xi32>) -> ()
  %3 = divi_signed %a, %b : vector<2x4xi32>
  call @pv2(%3) : (vector<2x4xi32>) -> ()
  %4 = divi_unsigned %a, %b : vector<2x4xi32>
  call @pv2(%4) : (vector<2x4xi32>) -> ()
  %5 = remi_signed %a, %b : vector<2x4xi32>
  call @pv2(%5) : (vector<2x4xi32>) -> ()
  %6 = remi_unsigned %a, %b : vector<2x4xi32>
  call @pv2(%6) : (vector<2x4xi32>) -> ()
  %7 = and %a, %b : vector<2x4xi32>
  call @pv2(%7) : (vector<2x4xi32>) -> ()
  %8 = or %a, %b : vector<2x4xi32>
  call @pv2(%8) : (vector<2x4xi32>) -> ()
  %9 = xor %a, %b : vector<2x4xi32>
  call @pv2(%9) : (vector<2x4xi32>) -> ()
  return
}

// One line per pair: eq ne slt sle sgt sge ult ule ugt uge as 0/1.
func @compare(%a: i32, %b: i32) {
  %r = memref.alloca() : memref<10xi32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  %c8 = constant 8 : index
  %c9 = constant 9 : index
  %c10 = constant 10 : index
  %0 = cmpi eq, %a, %b : i32
  %z0 = zexti %0 : i1 to i32
  memref.store %z0, %r[%c0] : memref<10xi32>
  %1 = cmpi ne, %a, %b : i32
  %z1 = zexti %1 : i1 to i32
  memref.store %z1, %r[%c1] : memref<10xi32>
  %2 = cmpi slt, %a, %b : i32
  %z2 = zexti %2 : i1 to i32
  memref.store %z2, %r[%c2] : memref<10xi32>
  %3 = cmpi sle, %a, %b : i32
  %z3 = zexti %3 : i1 to i32
  memref.store %z3, %r[%c3] : memref<10xi32>
  %4 = cmpi sgt, %a, %b : i32
  %z4 = zexti %4 : i1 to i32
  memref.store %z4, %r[%c4] : memref<10xi32>
  %5 = cmpi sge, %a, %b : i32
  %z5 = zexti %5 : i1 to i32
  memref.store %z5, %r[%c5] : memref<10xi32>
  %6 = cmpi ult, %a, %b : i32
  %z6 = zexti %6 : i1 to i32
  memref.store %z6, %r[%c6] : memref<10xi32>
  %7 = cmpi ule, %a, %b : i32
  %z7 = zexti %7 : i1 to i32
  memref.store %z7, %r[%c7] : memref<10xi32>
  %8 = cmpi ugt, %a, %b : i32
  %z8 = zexti %8 : i1 to i32
  memref.store %z8, %r[%c8] : memref<10xi32>
  %9 = cmpi uge, %a, %b : i32
  %z9 = zexti %9 : i1 to i32
  memref.store %z9, %r[%c9] : memref<10xi32>
  %d = memref.cast %r : memref<10xi32> to memref<?xi32>
  call @pbuf(%d, %c10) : (memref<?xi32>, index) -> ()
  return
}

// Vector compares: lanes compare -1, 1, 2, 1 against 1; printed through a
// vector select of 1 / 0.
func @vcompare() {
  %a = constant dense<[-1, 1, 2, 1]> : vector<4xi32>
  %b = constant dense<1> : vector<4xi32>
  %one = constant dense<1> : vector<4xi32>
  %zero = constant dense<0> : vector<4xi32>
  %0 = cmpi slt, %a, %b : vector<4xi32>
  %s0 = select %0, %one, %zero : vector<4xi1>, vector<4xi32>
  call @pv(%s0) : (vector<4xi32>) -> ()
  %1 = cmpi ult, %a, %b : vector<4xi32>
  %s1 = select %1, %one, %zero : vector<4xi1>, vector<4xi32>
  call @pv(%s1) : (vector<4xi32>) -> ()
  %2 = cmpi eq, %a, %b : vector<4xi32>
  %s2 = select %2, %one, %zero : vector<4xi1>, vector<4xi32>
  call @pv(%s2) : (vector<4xi32>) -> ()
  %a2 = constant dense<[[-1, 1, 2, 1], [5, -5, 0, 7]]> : vector<2x4xi32>
  %b2 = constant dense<[[1, 1, 1, 1], [5, 5, 5, 5]]> : vector<2x4xi32>
  %one2 = constant dense<1> : vector<2x4xi32>
  %zero2 = constant dense<0> : vector<2x4xi32>
  %3 = cmpi sge, %a2, %b2 : vector<2x4xi32>
  %s3 = select %3, %one2, %zero2 : vector<2x4xi1>, vector<2x4xi32>
  call @pv2(%s3) : (vector<2x4xi32>) -> ()
  %4 = cmpi uge, %a2, %b2 : vector<2x4xi32>
  %s4 = select %4, %one2, %zero2 : vector<2x4xi1>, vector<2x4xi32>
  call @pv2(%s4) : (vector<2x4xi32>) -> ()
  return
}

func @main() {
  %m7 = constant -7 : i32
  %p3 = constant 3 : i32
  call @scalar(%m7, %p3) : (i32, i32) -> ()
  // CHECK: -4
  // CHECK-NEXT: -10
  // CHECK-NEXT: -21
  // CHECK-NEXT: -2
  // CHECK-NEXT: 1431655763
  // CHECK-NEXT: -1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: -5
  // CHECK-NEXT: -6
  // CHECK-NEXT: -56
  // CHECK-NEXT: -1
  // CHECK-NEXT: 536870911
  // CHECK-NEXT: -2
  // CHECK-NEXT: -3
  %p100 = constant 100 : i32
  %p6 = constant 6 : i32
  call @scalar(%p100, %p6) : (i32, i32) -> ()
  // CHECK-NEXT: 106
  // CHECK-NEXT: 94
  // CHECK-NEXT: 600
  // CHECK-NEXT: 16
  // CHECK-NEXT: 16
  // CHECK-NEXT: 4
  // CHECK-NEXT: 4
  // CHECK-NEXT: 4
  // CHECK-NEXT: 102
  // CHECK-NEXT: 98
  // CHECK-NEXT: 6400
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 17
  // CHECK-NEXT: 16

  %va = constant dense<[-7, 100, 9, -1]> : vector<4xi32>
  %vb = constant dense<[3, 6, 2, 1]> : vector<4xi32>
  call @vector(%va, %vb) : (vector<4xi32>, vector<4xi32>) -> ()
  // CHECK-NEXT: ( -4, 106, 11, 0 )
  // CHECK-NEXT: ( -10, 94, 7, -2 )
  // CHECK-NEXT: ( -21, 600, 18, -1 )
  // CHECK-NEXT: ( -2, 16, 4, -1 )
  // CHECK-NEXT: ( 1431655763, 16, 4, -1 )
  // CHECK-NEXT: ( -1, 4, 1, 0 )
  // CHECK-NEXT: ( 0, 4, 1, 0 )
  // CHECK-NEXT: ( 1, 4, 0, 1 )
  // CHECK-NEXT: ( -5, 102, 11, -1 )
  // CHECK-NEXT: ( -6, 98, 11, -2 )
  // CHECK-NEXT: ( -56, 6400, 36, -2 )
  // CHECK-NEXT: ( -1, 1, 2, -1 )
  // CHECK-NEXT: ( 536870911, 1, 2, 2147483647 )

  %wa = constant dense<[[-7, 100, 9, -1], [12, -12, 255, 64]]> : vector<2x4xi32>
  %wb = constant dense<[[3, 6, 2, 1], [5, 5, 4, 3]]> : vector<2x4xi32>
  call @vector2d(%wa, %wb) : (vector<2x4xi32>, vector<2x4xi32>) -> ()
  // CHECK-NEXT: ( -4, 106, 11, 0, 17, -7, 259, 67 )
  // CHECK-NEXT: ( -10, 94, 7, -2, 7, -17, 251, 61 )
  // CHECK-NEXT: ( -21, 600, 18, -1, 60, -60, 1020, 192 )
  // CHECK-NEXT: ( -2, 16, 4, -1, 2, -2, 63, 21 )
  // CHECK-NEXT: ( 1431655763, 16, 4, -1, 2, 858993456, 63, 21 )
  // CHECK-NEXT: ( -1, 4, 1, 0, 2, -2, 3, 1 )
  // CHECK-NEXT: ( 0, 4, 1, 0, 2, 4, 3, 1 )
  // CHECK-NEXT: ( 1, 4, 0, 1, 4, 4, 4, 0 )
  // CHECK-NEXT: ( -5, 102, 11, -1, 13, -11, 255, 67 )
  // CHECK-NEXT: ( -6, 98, 11, -2, 9, -15, 251, 67 )

  %m1 = constant -1 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  call @compare(%m1, %p1) : (i32, i32) -> ()
  // CHECK-NEXT: ( 0, 1, 1, 1, 0, 0, 0, 0, 1, 1 )
  call @compare(%p1, %p1) : (i32, i32) -> ()
  // CHECK-NEXT: ( 1, 0, 0, 1, 0, 1, 0, 1, 0, 1 )
  call @compare(%p2, %p1) : (i32, i32) -> ()
  // CHECK-NEXT: ( 0, 1, 0, 0, 1, 1, 0, 0, 1, 1 )
  call @vcompare() : () -> ()
  // CHECK-NEXT: ( 1, 0, 0, 0 )
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  // CHECK-NEXT: ( 0, 1, 0, 1 )
  // CHECK-NEXT: ( 0, 1, 1, 1, 1, 0, 0, 1 )
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 0, 1 )
  return
}
