// Casts, select, splat and constants of the std dialect executed:
// index_cast, sitofp, uitofp, fptosi, fptoui, sexti, zexti, trunci, fpext,
// fptrunc on scalars and vectors (1-D and 2-D), select with a
// scalar and with a vector condition, splat into 1-D and 2-D vectors, and
// scalar, splat-dense and dense vector constants of several element types.
// (std of MLIR 13 has no bitcast op, and -convert-std-to-llvm does not
// lower tensor constants.)
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

func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
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
    %w = sexti %e : i32 to i64
    call @printI64(%w) : (i64) -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func @pfbuf(%m: memref<?xf32>, %n: index) {
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

func @pvi(%v: vector<4xi32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %buf = memref.alloca() {alignment = 16} : memref<16xi8>
  %vv = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<4xi32>>
  %sv = memref.view %buf[%c0][%c4] : memref<16xi8> to memref<?xi32>
  memref.store %v, %vv[%c0] : memref<1xvector<4xi32>>
  call @pibuf(%sv, %c4) : (memref<?xi32>, index) -> ()
  return
}

func @pvf(%v: vector<4xf32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %buf = memref.alloca() {alignment = 16} : memref<16xi8>
  %vv = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<4xf32>>
  %sv = memref.view %buf[%c0][%c4] : memref<16xi8> to memref<?xf32>
  memref.store %v, %vv[%c0] : memref<1xvector<4xf32>>
  call @pfbuf(%sv, %c4) : (memref<?xf32>, index) -> ()
  return
}

func @pvi2(%v: vector<2x4xi32>) {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %buf = memref.alloca() {alignment = 16} : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2x4xi32>>
  %sv = memref.view %buf[%c0][%c8] : memref<32xi8> to memref<?xi32>
  memref.store %v, %vv[%c0] : memref<1xvector<2x4xi32>>
  call @pibuf(%sv, %c8) : (memref<?xi32>, index) -> ()
  return
}

func @pvf2(%v: vector<2x4xf32>) {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %buf = memref.alloca() {alignment = 16} : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2x4xf32>>
  %sv = memref.view %buf[%c0][%c8] : memref<32xi8> to memref<?xf32>
  memref.store %v, %vv[%c0] : memref<1xvector<2x4xf32>>
  call @pfbuf(%sv, %c8) : (memref<?xf32>, index) -> ()
  return
}

func @scalar_casts(%i: i32, %f: f64) {
  // index_cast both ways.
  %ix = index_cast %i : i32 to index
  %c5 = constant 5 : index
  %ix5 = addi %ix, %c5 : index
  %back = index_cast %ix5 : index to i64
  call @pi(%back) : (i64) -> ()
  %narrow = index_cast %ix : index to i8
  %nw = sexti %narrow : i8 to i64
  call @pi(%nw) : (i64) -> ()
  // Integer width changes.
  %s = sexti %i : i32 to i64
  call @pi(%s) : (i64) -> ()
  %z = zexti %i : i32 to i64
  call @pi(%z) : (i64) -> ()
  %t = trunci %i : i32 to i8
  %ts = sexti %t : i8 to i64
  call @pi(%ts) : (i64) -> ()
  %tz = zexti %t : i8 to i64
  call @pi(%tz) : (i64) -> ()
  // Integer <-> float.
  %sf = sitofp %i : i32 to f64
  call @pf(%sf) : (f64) -> ()
  %uf = uitofp %i : i32 to f64
  call @pf(%uf) : (f64) -> ()
  %t16 = trunci %i : i32 to i16
  %uf16 = uitofp %t16 : i16 to f32
  %uf16e = fpext %uf16 : f32 to f64
  call @pf(%uf16e) : (f64) -> ()
  %fs = fptosi %f : f64 to i32
  %fsw = sexti %fs : i32 to i64
  call @pi(%fsw) : (i64) -> ()
  %nf = negf %f : f64
  %fs64 = fptosi %nf : f64 to i64
  call @pi(%fs64) : (i64) -> ()
  %fu = fptoui %f : f64 to i8
  %fuw = zexti %fu : i8 to i64
  call @pi(%fuw) : (i64) -> ()
  // Float width changes.
  %tr = fptrunc %f : f64 to f32
  %ex = fpext %tr : f32 to f64
  call @pf(%ex) : (f64) -> ()
  return
}

func @vector_casts() {
  %vi = constant dense<[-3, 0, 7, 300]> : vector<4xi32>
  %vf = constant dense<[-2.75, 0.5, 7.5, 300.25]> : vector<4xf32>
  %0 = sitofp %vi : vector<4xi32> to vector<4xf32>
  call @pvf(%0) : (vector<4xf32>) -> ()
  %1 = uitofp %vi : vector<4xi32> to vector<4xf32>
  call @pvf(%1) : (vector<4xf32>) -> ()
  %2 = fptosi %vf : vector<4xf32> to vector<4xi32>
  call @pvi(%2) : (vector<4xi32>) -> ()
  %3 = trunci %vi : vector<4xi32> to vector<4xi8>
  %4 = sexti %3 : vector<4xi8> to vector<4xi32>
  call @pvi(%4) : (vector<4xi32>) -> ()
  %5 = zexti %3 : vector<4xi8> to vector<4xi32>
  call @pvi(%5) : (vector<4xi32>) -> ()
  %6 = fpext %vf : vector<4xf32> to vector<4xf64>
  %7 = fptrunc %6 : vector<4xf64> to vector<4xf32>
  call @pvf(%7) : (vector<4xf32>) -> ()
  %pos = constant dense<[2.5, 0.5, 7.5, 255.0]> : vector<4xf32>
  %10 = fptoui %pos : vector<4xf32> to vector<4xi32>
  call @pvi(%10) : (vector<4xi32>) -> ()
  %wi = constant dense<[[1, -2, 3, -4], [100000, -100000, 65535, 65536]]> : vector<2x4xi32>
  %11 = sitofp %wi : vector<2x4xi32> to vector<2x4xf32>
  call @pvf2(%11) : (vector<2x4xf32>) -> ()
  %12 = trunci %wi : vector<2x4xi32> to vector<2x4xi16>
  %13 = zexti %12 : vector<2x4xi16> to vector<2x4xi32>
  call @pvi2(%13) : (vector<2x4xi32>) -> ()
  %14 = sexti %12 : vector<2x4xi16> to vector<2x4xi32>
  call @pvi2(%14) : (vector<2x4xi32>) -> ()
  %15 = fptosi %11 : vector<2x4xf32> to vector<2x4xi32>
  call @pvi2(%15) : (vector<2x4xi32>) -> ()
  return
}

func @selects(%c: i1) {
  %a = constant 11 : i64
  %b = constant 22 : i64
  %s = select %c, %a, %b : i64
  call @pi(%s) : (i64) -> ()
  %va = constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %vb = constant dense<[-1, -2, -3, -4]> : vector<4xi32>
  %sv = select %c, %va, %vb : vector<4xi32>
  call @pvi(%sv) : (vector<4xi32>) -> ()
  %m = constant dense<[true, false, false, true]> : vector<4xi1>
  %mv = select %m, %va, %vb : vector<4xi1>, vector<4xi32>
  call @pvi(%mv) : (vector<4xi32>) -> ()
  %fa = constant 1.5 : f32
  %fb = constant -1.5 : f32
  %fs = select %c, %fa, %fb : f32
  call @printF32(%fs) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @splats(%x: i32, %y: f32) {
  %0 = splat %x : vector<4xi32>
  call @pvi(%0) : (vector<4xi32>) -> ()
  %1 = splat %y : vector<4xf32>
  call @pvf(%1) : (vector<4xf32>) -> ()
  %2 = splat %x : vector<2x4xi32>
  call @pvi2(%2) : (vector<2x4xi32>) -> ()
  %3 = splat %y : vector<2x4xf32>
  call @pvf2(%3) : (vector<2x4xf32>) -> ()
  return
}

func @constants() {
  %0 = constant true
  %w0 = zexti %0 : i1 to i64
  call @pi(%w0) : (i64) -> ()
  %1 = constant -128 : i8
  %w1 = sexti %1 : i8 to i64
  call @pi(%w1) : (i64) -> ()
  %2 = constant 9223372036854775807 : i64
  call @pi(%2) : (i64) -> ()
  %3 = constant 42 : index
  %w3 = index_cast %3 : index to i64
  call @pi(%w3) : (i64) -> ()
  %4 = constant 1.0e+300 : f64
  call @pf(%4) : (f64) -> ()
  %5 = constant 0x7F800000 : f32
  call @printF32(%5) : (f32) -> ()
  call @printNewline() : () -> ()
  %6 = constant 0.1 : f16
  %w6 = fpext %6 : f16 to f64
  call @pf(%w6) : (f64) -> ()
  %7 = constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  call @pvf2(%7) : (vector<2x4xf32>) -> ()
  %8 = constant dense<-9> : vector<2x4xi32>
  call @pvi2(%8) : (vector<2x4xi32>) -> ()
  %9 = constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %w9 = sexti %9 : vector<4xi8> to vector<4xi32>
  call @pvi(%w9) : (vector<4xi32>) -> ()
  return
}

func @main() {
  %i = constant -1000 : i32
  %f = constant 200.75 : f64
  call @scalar_casts(%i, %f) : (i32, f64) -> ()
  // CHECK: -995
  // CHECK-NEXT: 24
  // CHECK-NEXT: -1000
  // CHECK-NEXT: 4294966296
  // CHECK-NEXT: 24
  // CHECK-NEXT: 24
  // CHECK-NEXT: -1000
  // CHECK-NEXT: 4.29497e+09
  // CHECK-NEXT: 64536
  // CHECK-NEXT: 200
  // CHECK-NEXT: -200
  // CHECK-NEXT: 200
  // CHECK-NEXT: 200.75
  call @vector_casts() : () -> ()
  // CHECK-NEXT: ( -3, 0, 7, 300 )
  // CHECK-NEXT: ( 4.29497e+09, 0, 7, 300 )
  // CHECK-NEXT: ( -2, 0, 7, 300 )
  // CHECK-NEXT: ( -3, 0, 7, 44 )
  // CHECK-NEXT: ( 253, 0, 7, 44 )
  // CHECK-NEXT: ( -2.75, 0.5, 7.5, 300.25 )
  // CHECK-NEXT: ( 2, 0, 7, 255 )
  // CHECK-NEXT: ( 1, -2, 3, -4, 100000, -100000, 65535, 65536 )
  // CHECK-NEXT: ( 1, 65534, 3, 65532, 34464, 31072, 65535, 0 )
  // CHECK-NEXT: ( 1, -2, 3, -4, -31072, 31072, -1, 0 )
  // CHECK-NEXT: ( 1, -2, 3, -4, 100000, -100000, 65535, 65536 )
  %t = constant true
  %fl = constant false
  call @selects(%t) : (i1) -> ()
  // CHECK-NEXT: 11
  // CHECK-NEXT: ( 1, 2, 3, 4 )
  // CHECK-NEXT: ( 1, -2, -3, 4 )
  // CHECK-NEXT: 1.5
  call @selects(%fl) : (i1) -> ()
  // CHECK-NEXT: 22
  // CHECK-NEXT: ( -1, -2, -3, -4 )
  // CHECK-NEXT: ( 1, -2, -3, 4 )
  // CHECK-NEXT: -1.5
  %x = constant 77 : i32
  %y = constant 0.25 : f32
  call @splats(%x, %y) : (i32, f32) -> ()
  // CHECK-NEXT: ( 77, 77, 77, 77 )
  // CHECK-NEXT: ( 0.25, 0.25, 0.25, 0.25 )
  // CHECK-NEXT: ( 77, 77, 77, 77, 77, 77, 77, 77 )
  // CHECK-NEXT: ( 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25 )
  call @constants() : () -> ()
  // CHECK-NEXT: 1
  // CHECK-NEXT: -128
  // CHECK-NEXT: 9223372036854775807
  // CHECK-NEXT: 42
  // CHECK-NEXT: 1e+300
  // CHECK-NEXT: inf
  // CHECK-NEXT: 0.0999756
  // CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8 )
  // CHECK-NEXT: ( -9, -9, -9, -9, -9, -9, -9, -9 )
  // CHECK-NEXT: ( 1, 2, 3, 4 )
  return
}
