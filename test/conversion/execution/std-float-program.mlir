// Float arithmetic of the std dialect executed: addf subf mulf divf remf
// negf absf ceilf floorf copysign fmaf on f32 and f64 scalars,
// vector<4xf32> and vector<2x4xf32>; cmpf with all sixteen predicates on
// ordered and unordered (NaN) operands, scalar and vector.
// REQUIRES: jit
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printF32(f32)
func private @printF64(f64)
func private @printOpen()
func private @printClose()
func private @printComma()
func private @printNewline()

func @p32(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @p64(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// ( a, b, ... ) of n floats or of n ints.
func @pbuf(%m: memref<?xf32>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  call @printOpen() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %notfirst = cmpi ne, %i, %c0 : index
    scf.if %notfirst {
      call @printComma() : () -> ()
    }
    %e = memref.load %m[%i] : memref<?xf32>
    call @printF32(%e) : (f32) -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func @pibuf(%m: memref<?xi32>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  call @printOpen() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %notfirst = cmpi ne, %i, %c0 : index
    scf.if %notfirst {
      call @printComma() : () -> ()
    }
    %e = memref.load %m[%i] : memref<?xi32>
    %w = zexti %e : i32 to i64
    call @printI64(%w) : (i64) -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func @pv(%v: vector<4xf32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %buf = memref.alloca() {alignment = 16} : memref<16xi8>
  %vv = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<4xf32>>
  %sv = memref.view %buf[%c0][%c4] : memref<16xi8> to memref<?xf32>
  memref.store %v, %vv[%c0] : memref<1xvector<4xf32>>
  call @pbuf(%sv, %c4) : (memref<?xf32>, index) -> ()
  return
}

func @pv2(%v: vector<2x4xf32>) {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %buf = memref.alloca() {alignment = 16} : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2x4xf32>>
  %sv = memref.view %buf[%c0][%c8] : memref<32xi8> to memref<?xf32>
  memref.store %v, %vv[%c0] : memref<1xvector<2x4xf32>>
  call @pbuf(%sv, %c8) : (memref<?xf32>, index) -> ()
  return
}

func @pmask(%m: vector<4xi1>) {
  %one = constant dense<1.0> : vector<4xf32>
  %zero = constant dense<0.0> : vector<4xf32>
  %s = select %m, %one, %zero : vector<4xi1>, vector<4xf32>
  call @pv(%s) : (vector<4xf32>) -> ()
  return
}

func @scalar32(%a: f32, %b: f32) {
  %0 = addf %a, %b : f32
  call @p32(%0) : (f32) -> ()
  %1 = subf %a, %b : f32
  call @p32(%1) : (f32) -> ()
  %2 = mulf %a, %b : f32
  call @p32(%2) : (f32) -> ()
  %3 = divf %a, %b : f32
  call @p32(%3) : (f32) -> ()
  %4 = remf %a, %b : f32
  call @p32(%4) : (f32) -> ()
  %5 = negf %a : f32
  call @p32(%5) : (f32) -> ()
  %6 = absf %a : f32
  call @p32(%6) : (f32) -> ()
  %7 = ceilf %a : f32
  call @p32(%7) : (f32) -> ()
  %8 = floorf %a : f32
  call @p32(%8) : (f32) -> ()
  %9 = copysign %a, %b : f32
  call @p32(%9) : (f32) -> ()
  %10 = fmaf %a, %b, %a : f32
  call @p32(%10) : (f32) -> ()
  return
}

func @scalar64(%a: f64, %b: f64) {
  %0 = addf %a, %b : f64
  call @p64(%0) : (f64) -> ()
  %1 = subf %a, %b : f64
  call @p64(%1) : (f64) -> ()
  %2 = mulf %a, %b : f64
  call @p64(%2) : (f64) -> ()
  %3 = divf %a, %b : f64
  call @p64(%3) : (f64) -> ()
  %4 = remf %a, %b : f64
  call @p64(%4) : (f64) -> ()
  %5 = negf %a : f64
  call @p64(%5) : (f64) -> ()
  %6 = absf %a : f64
  call @p64(%6) : (f64) -> ()
  %7 = ceilf %a : f64
  call @p64(%7) : (f64) -> ()
  %8 = floorf %a : f64
  call @p64(%8) : (f64) -> ()
  %9 = copysign %a, %b : f64
  call @p64(%9) : (f64) -> ()
  %10 = fmaf %a, %b, %b : f64
  call @p64(%10) : (f64) -> ()
  return
}

func @vector(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = addf %a, %b : vector<4xf32>
  call @pv(%0) : (vector<4xf32>) -> ()
  %1 = subf %a, %b : vector<4xf32>
  call @pv(%1) : (vector<4xf32>) -> ()
  %2 = mulf %a, %b : vector<4xf32>
  call @pv(%2) : (vector<4xf32>) -> ()
  %3 = divf %a, %b : vector<4xf32>
  call @pv(%3) : (vector<4xf32>) -> ()
  %4 = remf %a, %b : vector<4xf32>
  call @pv(%4) : (vector<4xf32>) -> ()
  %5 = negf %a : vector<4xf32>
  call @pv(%5) : (vector<4xf32>) -> ()
  %6 = absf %a : vector<4xf32>
  call @pv(%6) : (vector<4xf32>) -> ()
  %7 = ceilf %a : vector<4xf32>
  call @pv(%7) : (vector<4xf32>) -> ()
  %8 = floorf %a : vector<4xf32>
  call @pv(%8) : (vector<4xf32>) -> ()
  %9 = copysign %a, %b : vector<4xf32>
  call @pv(%9) : (vector<4xf32>) -> ()
  %10 = fmaf %a, %b, %a : vector<4xf32>
  call @pv(%10) : (vector<4xf32>) -> ()
  return
}

func @vector2d(%a: vector<2x4xf32>, %b: vector<2x4xf32>) {
  %0 = addf %a, %b : vector<2x4xf32>
  call @pv2(%0) : (vector<2x4xf32>) -> ()
  %1 = subf %a, %b : vector<2x4xf32>
  call @pv2(%1) : (vector<2x4xf32>) -> ()
  %2 = mulf %a, %b : vector<2x4xf32>
  call @pv2(%2) : (vector<2x4xf32>) -> ()
  %3 = divf %a, %b : vector<2x4xf32>
  call @pv2(%3) : (vector<2x4xf32>) -> ()
  %4 = remf %a, %b : vector<2x4xf32>
  call @pv2(%4) : (vector<2x4xf32>) -> ()
  %5 = negf %a : vector<2x4xf32>
  call @pv2(%5) : (vector<2x4xf32>) -> ()
  %6 = absf %a : vector<2x4xf32>
  call @pv2(%6) : (vector<2x4xf32>) -> ()
  %7 = ceilf %a : vector<2x4xf32>
  call @pv2(%7) : (vector<2x4xf32>) -> ()
  %8 = floorf %a : vector<2x4xf32>
  call @pv2(%8) : (vector<2x4xf32>) -> ()
  %9 = copysign %a, %b : vector<2x4xf32>
  call @pv2(%9) : (vector<2x4xf32>) -> ()
  %10 = fmaf %a, %b, %a : vector<2x4xf32>
  call @pv2(%10) : (vector<2x4xf32>) -> ()
  return
}

// One row per pair: false oeq ogt oge olt ole one ord ueq ugt uge ult ule
// une uno true.
func @compare(%a: f64, %b: f64) {
  %r = memref.alloca() : memref<16xi32>
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
  %c11 = constant 11 : index
  %c12 = constant 12 : index
  %c13 = constant 13 : index
  %c14 = constant 14 : index
  %c15 = constant 15 : index
  %c16 = constant 16 : index
  %0 = cmpf false, %a, %b : f64
  %z0 = zexti %0 : i1 to i32
  memref.store %z0, %r[%c0] : memref<16xi32>
  %1 = cmpf oeq, %a, %b : f64
  %z1 = zexti %1 : i1 to i32
  memref.store %z1, %r[%c1] : memref<16xi32>
  %2 = cmpf ogt, %a, %b : f64
  %z2 = zexti %2 : i1 to i32
  memref.store %z2, %r[%c2] : memref<16xi32>
  %3 = cmpf oge, %a, %b : f64
  %z3 = zexti %3 : i1 to i32
  memref.store %z3, %r[%c3] : memref<16xi32>
  %4 = cmpf olt, %a, %b : f64
  %z4 = zexti %4 : i1 to i32
  memref.store %z4, %r[%c4] : memref<16xi32>
  %5 = cmpf ole, %a, %b : f64
  %z5 = zexti %5 : i1 to i32
  memref.store %z5, %r[%c5] : memref<16xi32>
  %6 = cmpf one, %a, %b : f64
  %z6 = zexti %6 : i1 to i32
  memref.store %z6, %r[%c6] : memref<16xi32>
  %7 = cmpf ord, %a, %b : f64
  %z7 = zexti %7 : i1 to i32
  memref.store %z7, %r[%c7] : memref<16xi32>
  %8 = cmpf ueq, %a, %b : f64
  %z8 = zexti %8 : i1 to i32
  memref.store %z8, %r[%c8] : memref<16xi32>
  %9 = cmpf ugt, %a, %b : f64
  %z9 = zexti %9 : i1 to i32
  memref.store %z9, %r[%c9] : memref<16xi32>
  %10 = cmpf uge, %a, %b : f64
  %z10 = zexti %10 : i1 to i32
  memref.store %z10, %r[%c10] : memref<16xi32>
  %11 = cmpf ult, %a, %b : f64
  %z11 = zexti %11 : i1 to i32
  memref.store %z11, %r[%c11] : memref<16xi32>
  %12 = cmpf ule, %a, %b : f64
  %z12 = zexti %12 : i1 to i32
  memref.store %z12, %r[%c12] : memref<16xi32>
  %13 = cmpf une, %a, %b : f64
  %z13 = zexti %13 : i1 to i32
  memref.store %z13, %r[%c13] : memref<16xi32>
  %14 = cmpf uno, %a, %b : f64
  %z14 = zexti %14 : i1 to i32
  memref.store %z14, %r[%c14] : memref<16xi32>
  %15 = cmpf true, %a, %b : f64
  %z15 = zexti %15 : i1 to i32
  memref.store %z15, %r[%c15] : memref<16xi32>
  %d = memref.cast %r : memref<16xi32> to memref<?xi32>
  call @pibuf(%d, %c16) : (memref<?xi32>, index) -> ()
  return
}

// Lanes: 1 vs 2, 2 vs 2, NaN vs 1, 3 vs 2; one row per predicate.
func @vcompare(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = cmpf false, %a, %b : vector<4xf32>
  call @pmask(%0) : (vector<4xi1>) -> ()
  %1 = cmpf oeq, %a, %b : vector<4xf32>
  call @pmask(%1) : (vector<4xi1>) -> ()
  %2 = cmpf ogt, %a, %b : vector<4xf32>
  call @pmask(%2) : (vector<4xi1>) -> ()
  %3 = cmpf oge, %a, %b : vector<4xf32>
  call @pmask(%3) : (vector<4xi1>) -> ()
  %4 = cmpf olt, %a, %b : vector<4xf32>
  call @pmask(%4) : (vector<4xi1>) -> ()
  %5 = cmpf ole, %a, %b : vector<4xf32>
  call @pmask(%5) : (vector<4xi1>) -> ()
  %6 = cmpf one, %a, %b : vector<4xf32>
  call @pmask(%6) : (vector<4xi1>) -> ()
  %7 = cmpf ord, %a, %b : vector<4xf32>
  call @pmask(%7) : (vector<4xi1>) -> ()
  %8 = cmpf ueq, %a, %b : vector<4xf32>
  call @pmask(%8) : (vector<4xi1>) -> ()
  %9 = cmpf ugt, %a, %b : vector<4xf32>
  call @pmask(%9) : (vector<4xi1>) -> ()
  %10 = cmpf uge, %a, %b : vector<4xf32>
  call @pmask(%10) : (vector<4xi1>) -> ()
  %11 = cmpf ult, %a, %b : vector<4xf32>
  call @pmask(%11) : (vector<4xi1>) -> ()
  %12 = cmpf ule, %a, %b : vector<4xf32>
  call @pmask(%12) : (vector<4xi1>) -> ()
  %13 = cmpf une, %a, %b : vector<4xf32>
  call @pmask(%13) : (vector<4xi1>) -> ()
  %14 = cmpf uno, %a, %b : vector<4xf32>
  call @pmask(%14) : (vector<4xi1>) -> ()
  %15 = cmpf true, %a, %b : vector<4xf32>
  call @pmask(%15) : (vector<4xi1>) -> ()
  return
}

// cmpf on 2-D vectors, printed through a 2-D select.
func @vcompare2d() {
  %a = constant dense<[[1.0, 2.0, 0x7FC00000, 3.0], [-1.0, 0.0, 5.0, 0x7FC00000]]> : vector<2x4xf32>
  %b = constant dense<[[2.0, 2.0, 1.0, 2.0], [-1.0, -0.0, 0x7FC00000, 0x7FC00000]]> : vector<2x4xf32>
  %one = constant dense<1.0> : vector<2x4xf32>
  %zero = constant dense<0.0> : vector<2x4xf32>
  %0 = cmpf oeq, %a, %b : vector<2x4xf32>
  %s0 = select %0, %one, %zero : vector<2x4xi1>, vector<2x4xf32>
  call @pv2(%s0) : (vector<2x4xf32>) -> ()
  %1 = cmpf ule, %a, %b : vector<2x4xf32>
  %s1 = select %1, %one, %zero : vector<2x4xi1>, vector<2x4xf32>
  call @pv2(%s1) : (vector<2x4xf32>) -> ()
  %2 = cmpf uno, %a, %b : vector<2x4xf32>
  %s2 = select %2, %one, %zero : vector<2x4xi1>, vector<2x4xf32>
  call @pv2(%s2) : (vector<2x4xf32>) -> ()
  return
}

func @main() {
  %a = constant -2.5 : f32
  %b = constant 1.5 : f32
  call @scalar32(%a, %b) : (f32, f32) -> ()
  // CHECK: -1
  // CHECK-NEXT: -4
  // CHECK-NEXT: -3.75
  // CHECK-NEXT: -1.66667
  // CHECK-NEXT: -1
  // CHECK-NEXT: 2.5
  // CHECK-NEXT: 2.5
  // CHECK-NEXT: -2
  // CHECK-NEXT: -3
  // CHECK-NEXT: 2.5
  // CHECK-NEXT: -6.25
  %da = constant 7.75 : f64
  %db = constant -2.0 : f64
  call @scalar64(%da, %db) : (f64, f64) -> ()
  // CHECK-NEXT: 5.75
  // CHECK-NEXT: 9.75
  // CHECK-NEXT: -15.5
  // CHECK-NEXT: -3.875
  // CHECK-NEXT: 1.75
  // CHECK-NEXT: -7.75
  // CHECK-NEXT: 7.75
  // CHECK-NEXT: 8
  // CHECK-NEXT: 7
  // CHECK-NEXT: -7.75
  // CHECK-NEXT: -17.5

  %va = constant dense<[-2.5, 7.75, 0.5, -0.25]> : vector<4xf32>
  %vb = constant dense<[1.5, -2.0, 4.0, -1.0]> : vector<4xf32>
  call @vector(%va, %vb) : (vector<4xf32>, vector<4xf32>) -> ()
  // CHECK-NEXT: ( -1, 5.75, 4.5, -1.25 )
  // CHECK-NEXT: ( -4, 9.75, -3.5, 0.75 )
  // CHECK-NEXT: ( -3.75, -15.5, 2, 0.25 )
  // CHECK-NEXT: ( -1.66667, -3.875, 0.125, 0.25 )
  // CHECK-NEXT: ( -1, 1.75, 0.5, -0.25 )
  // CHECK-NEXT: ( 2.5, -7.75, -0.5, 0.25 )
  // CHECK-NEXT: ( 2.5, 7.75, 0.5, 0.25 )
  // CHECK-NEXT: ( -2, 8, 1, -0 )
  // CHECK-NEXT: ( -3, 7, 0, -1 )
  // CHECK-NEXT: ( 2.5, -7.75, 0.5, -0.25 )
  // CHECK-NEXT: ( -6.25, -7.75, 2.5, 0 )

  %wa = constant dense<[[-2.5, 7.75, 0.5, -0.25], [9.0, -9.0, 1.25, 3.0]]> : vector<2x4xf32>
  %wb = constant dense<[[1.5, -2.0, 4.0, -1.0], [2.0, 4.0, -0.5, 3.0]]> : vector<2x4xf32>
  call @vector2d(%wa, %wb) : (vector<2x4xf32>, vector<2x4xf32>) -> ()
  // CHECK-NEXT: ( -1, 5.75, 4.5, -1.25, 11, -5, 0.75, 6 )
  // CHECK-NEXT: ( -4, 9.75, -3.5, 0.75, 7, -13, 1.75, 0 )
  // CHECK-NEXT: ( -3.75, -15.5, 2, 0.25, 18, -36, -0.625, 9 )
  // CHECK-NEXT: ( -1.66667, -3.875, 0.125, 0.25, 4.5, -2.25, -2.5, 1 )
  // CHECK-NEXT: ( -1, 1.75, 0.5, -0.25, 1, -1, 0.25, 0 )
  // CHECK-NEXT: ( 2.5, -7.75, -0.5, 0.25, -9, 9, -1.25, -3 )
  // CHECK-NEXT: ( 2.5, 7.75, 0.5, 0.25, 9, 9, 1.25, 3 )
  // CHECK-NEXT: ( -2, 8, 1, -0, 9, -9, 2, 3 )
  // CHECK-NEXT: ( -3, 7, 0, -1, 9, -9, 1, 3 )
  // CHECK-NEXT: ( 2.5, -7.75, 0.5, -0.25, 9, 9, -1.25, 3 )
  // CHECK-NEXT: ( -6.25, -7.75, 2.5, 0, 27, -45, 0.625, 12 )

  %one = constant 1.0 : f64
  %two = constant 2.0 : f64
  %nan = constant 0x7FF8000000000000 : f64
  call @compare(%one, %two) : (f64, f64) -> ()
  // CHECK-NEXT: ( 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1 )
  call @compare(%two, %two) : (f64, f64) -> ()
  // CHECK-NEXT: ( 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1 )
  call @compare(%two, %one) : (f64, f64) -> ()
  // CHECK-NEXT: ( 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1 )
  call @compare(%nan, %one) : (f64, f64) -> ()
  // CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1 )
  call @compare(%one, %nan) : (f64, f64) -> ()
  // CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1 )

  %ca = constant dense<[1.0, 2.0, 0x7FC00000, 3.0]> : vector<4xf32>
  %cb = constant dense<[2.0, 2.0, 1.0, 2.0]> : vector<4xf32>
  call @vcompare(%ca, %cb) : (vector<4xf32>, vector<4xf32>) -> ()
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  // CHECK-NEXT: ( 0, 1, 0, 0 )
  // CHECK-NEXT: ( 0, 0, 0, 1 )
  // CHECK-NEXT: ( 0, 1, 0, 1 )
  // CHECK-NEXT: ( 1, 0, 0, 0 )
  // CHECK-NEXT: ( 1, 1, 0, 0 )
  // CHECK-NEXT: ( 1, 0, 0, 1 )
  // CHECK-NEXT: ( 1, 1, 0, 1 )
  // CHECK-NEXT: ( 0, 1, 1, 0 )
  // CHECK-NEXT: ( 0, 0, 1, 1 )
  // CHECK-NEXT: ( 0, 1, 1, 1 )
  // CHECK-NEXT: ( 1, 0, 1, 0 )
  // CHECK-NEXT: ( 1, 1, 1, 0 )
  // CHECK-NEXT: ( 1, 0, 1, 1 )
  // CHECK-NEXT: ( 0, 0, 1, 0 )
  // CHECK-NEXT: ( 1, 1, 1, 1 )
  call @vcompare2d() : () -> ()
  // CHECK-NEXT: ( 0, 1, 0, 0, 1, 1, 0, 0 )
  // CHECK-NEXT: ( 1, 1, 1, 0, 1, 1, 1, 1 )
  // CHECK-NEXT: ( 0, 0, 1, 0, 0, 0, 1, 1 )
  return
}
