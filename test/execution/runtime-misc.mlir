// The rest of the runtime libraries' surface, diffed with upstream 13's
// (see runtime-print-float.mlir for the scheme): the ranked f32 printers
// (print_memref_0d_f32 .. 4d), memrefs of vector<4x4xf32>, vector.print
// (printF32 / printF64 / printI64 / printU64 / printOpen / printComma /
// printClose / printNewline), memref.copy between strided views
// (memrefCopy), and verifyMemRef{I32,F32,F64} (the bare forms, which lowered calls cannot
// reach, are in runtime-driver.test),
// whose mismatch reports go to stderr.
// REQUIRES: upstream, upstream-runtime
// RUN: %upstream_opt %s -convert-scf-to-std -convert-vector-to-llvm -convert-memref-to-llvm -convert-std-to-llvm > %t.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.mlir | FileCheck --strict-whitespace %s

func private @print_memref_0d_f32(memref<f32>) attributes {llvm.emit_c_interface}
func private @print_memref_1d_f32(memref<?xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_2d_f32(memref<?x?xf32, offset: ?, strides: [?, ?]>) attributes {llvm.emit_c_interface}
func private @print_memref_3d_f32(memref<?x?x?xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_4d_f32(memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_vector_4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}
func private @print_memref_i32(memref<*xi32>) attributes {llvm.emit_c_interface}
func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func private @verifyMemRefF64(memref<*xf64>, memref<*xf64>) -> i64 attributes {llvm.emit_c_interface}
func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}

// buf[i] = i * 0.5 - 3
func @fill(%m: memref<120xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant 120 : index
  %h = constant 0.5 : f32
  %three = constant 3.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = index_cast %i : index to i64
    %f = sitofp %ii : i64 to f32
    %a = mulf %f, %h : f32
    %v = subf %a, %three : f32
    memref.store %v, %m[%i] : memref<120xf32>
  }
  return
}

func @ranked() {
  %m = memref.alloc() : memref<120xf32>
  call @fill(%m) : (memref<120xf32>) -> ()
  %r0 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<120xf32> to memref<f32>
  call @print_memref_0d_f32(%r0) : (memref<f32>) -> ()
  %r1 = memref.reinterpret_cast %m to offset: [0], sizes: [7], strides: [1] : memref<120xf32> to memref<7xf32>
  %d1 = memref.cast %r1 : memref<7xf32> to memref<?xf32>
  call @print_memref_1d_f32(%d1) : (memref<?xf32>) -> ()
  %r2 = memref.reinterpret_cast %m to offset: [5], sizes: [3, 2], strides: [1, 3] : memref<120xf32> to memref<3x2xf32, offset: 5, strides: [1, 3]>
  %d2 = memref.cast %r2 : memref<3x2xf32, offset: 5, strides: [1, 3]> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  call @print_memref_2d_f32(%d2) : (memref<?x?xf32, offset: ?, strides: [?, ?]>) -> ()
  %r3 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2, 3], strides: [6, 3, 1] : memref<120xf32> to memref<2x2x3xf32>
  %d3 = memref.cast %r3 : memref<2x2x3xf32> to memref<?x?x?xf32>
  call @print_memref_3d_f32(%d3) : (memref<?x?x?xf32>) -> ()
  %r4 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3, 2, 2], strides: [12, 4, 2, 1] : memref<120xf32> to memref<2x3x2x2xf32>
  %d4 = memref.cast %r4 : memref<2x3x2x2xf32> to memref<?x?x?x?xf32>
  call @print_memref_4d_f32(%d4) : (memref<?x?x?x?xf32>) -> ()
  memref.dealloc %m : memref<120xf32>
  return
}

func @vectors() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %m = memref.alloc() : memref<2x3xvector<4x4xf32>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = muli %i, %c3 : index
      %l = addi %k, %j : index
      %li = index_cast %l : index to i64
      %f = sitofp %li : i64 to f32
      %v = vector.broadcast %f : f32 to vector<4x4xf32>
      memref.store %v, %m[%i, %j] : memref<2x3xvector<4x4xf32>>
    }
  }
  %w = constant dense<[[1.0, 2.0, 3.0, 4.0], [-0.5, 0.25, 1.0e10, -7.0], [0.0, -0.0, 3.5, 1.0e-3], [9.0, 8.0, 7.0, 6.0]]> : vector<4x4xf32>
  memref.store %w, %m[%c1, %c2] : memref<2x3xvector<4x4xf32>>
  %d = memref.cast %m : memref<2x3xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @print_memref_vector_4x4xf32(%d) : (memref<?x?xvector<4x4xf32>>) -> ()
  memref.dealloc %m : memref<2x3xvector<4x4xf32>>

  %a = constant dense<[2.5, -0.0, 1.0e20]> : vector<3xf32>
  vector.print %a : vector<3xf32>
  %b = constant dense<[[1.0e-300, 3.0], [0.1, -2.0]]> : vector<2x2xf64>
  vector.print %b : vector<2x2xf64>
  %c = constant dense<[[1, -2], [3, 4]]> : vector<2x2xi64>
  vector.print %c : vector<2x2xi64>
  %e = constant dense<[true, false]> : vector<2xi1>
  vector.print %e : vector<2xi1>
  %g = constant dense<[-2147483648, 2147483647]> : vector<2xi32>
  vector.print %g : vector<2xi32>
  %s = constant 1.0e-5 : f32
  vector.print %s : f32
  %t = constant -9223372036854775808 : i64
  vector.print %t : i64
  return
}

func @copies() {
  %c0 = constant 0 : index
  %m = memref.alloc() : memref<120xf32>
  call @fill(%m) : (memref<120xf32>) -> ()
  %n = memref.alloc() : memref<120xf32>
  %z = constant 0.0 : f32
  %c1 = constant 1 : index
  %c120 = constant 120 : index
  scf.for %i = %c0 to %c120 step %c1 {
    memref.store %z, %n[%i] : memref<120xf32>
  }
  // A transposed 3x4 view copied into a 3x4 view with row gaps.
  %src = memref.reinterpret_cast %m to offset: [2], sizes: [3, 4], strides: [1, 3] : memref<120xf32> to memref<3x4xf32, offset: 2, strides: [1, 3]>
  %dst = memref.reinterpret_cast %n to offset: [1], sizes: [3, 4], strides: [6, 1] : memref<120xf32> to memref<3x4xf32, offset: 1, strides: [6, 1]>
  memref.copy %src, %dst : memref<3x4xf32, offset: 2, strides: [1, 3]> to memref<3x4xf32, offset: 1, strides: [6, 1]>
  %all = memref.reinterpret_cast %n to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<120xf32> to memref<4x6xf32>
  %da = memref.cast %all : memref<4x6xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  call @print_memref_2d_f32(%da) : (memref<?x?xf32, offset: ?, strides: [?, ?]>) -> ()
  // Rank 0.
  %s0 = memref.reinterpret_cast %m to offset: [9], sizes: [], strides: [] : memref<120xf32> to memref<f32, affine_map<() -> (9)>>
  %d0 = memref.reinterpret_cast %n to offset: [0], sizes: [], strides: [] : memref<120xf32> to memref<f32>
  memref.copy %s0, %d0 : memref<f32, affine_map<() -> (9)>> to memref<f32>
  call @print_memref_0d_f32(%d0) : (memref<f32>) -> ()
  memref.dealloc %m : memref<120xf32>
  memref.dealloc %n : memref<120xf32>
  return
}

func @verify() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %n = constant 24 : index
  %a = memref.alloc() : memref<4x6xi32>
  %b = memref.alloc() : memref<4x6xi32>
  %fa = memref.alloc() : memref<24xf32>
  %fb = memref.alloc() : memref<24xf32>
  %da = memref.alloc() : memref<3xf64>
  %db = memref.alloc() : memref<3xf64>
  %c6 = constant 6 : index
  %c4 = constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = muli %i, %c6 : index
      %l = addi %k, %j : index
      %v = index_cast %l : index to i32
      memref.store %v, %a[%i, %j] : memref<4x6xi32>
      memref.store %v, %b[%i, %j] : memref<4x6xi32>
      %v64 = index_cast %l : index to i64
      %f = sitofp %v64 : i64 to f32
      memref.store %f, %fa[%l] : memref<24xf32>
      %g = addf %f, %f : f32
      memref.store %g, %fb[%l] : memref<24xf32>
    }
  }
  %ua = memref.cast %a : memref<4x6xi32> to memref<*xi32>
  %ub = memref.cast %b : memref<4x6xi32> to memref<*xi32>
  %e0 = call @verifyMemRefI32(%ua, %ub) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e0 : i64
  %m7 = constant -7 : i32
  memref.store %m7, %a[%c1, %c5] : memref<4x6xi32>
  %e1 = call @verifyMemRefI32(%ua, %ub) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e1 : i64
  // Shapes that differ: -1 and both shapes on stderr.
  %sub = memref.reinterpret_cast %a to offset: [0], sizes: [4, 5], strides: [6, 1] : memref<4x6xi32> to memref<4x5xi32, offset: 0, strides: [6, 1]>
  %us = memref.cast %sub : memref<4x5xi32, offset: 0, strides: [6, 1]> to memref<*xi32>
  %e2 = call @verifyMemRefI32(%us, %ub) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e2 : i64
  // 23 float mismatches: the first 10 are reported.
  %ufa = memref.cast %fa : memref<24xf32> to memref<*xf32>
  %ufb = memref.cast %fb : memref<24xf32> to memref<*xf32>
  %e3 = call @verifyMemRefF32(%ufa, %ufb) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %e3 : i64
  // f64: NaN never matches,
  // a relative difference of 1e-15 does.
  %zero = constant 0.0 : f64
  %one = constant 1.0 : f64
  %nan = divf %zero, %zero : f64
  %close = constant 1.000000000000001 : f64
  memref.store %nan, %da[%c0] : memref<3xf64>
  memref.store %nan, %db[%c0] : memref<3xf64>
  memref.store %one, %da[%c1] : memref<3xf64>
  memref.store %close, %db[%c1] : memref<3xf64>
  %c2 = constant 2 : index
  memref.store %one, %da[%c2] : memref<3xf64>
  memref.store %zero, %db[%c2] : memref<3xf64>
  %uda = memref.cast %da : memref<3xf64> to memref<*xf64>
  %udb = memref.cast %db : memref<3xf64> to memref<*xf64>
  %e4 = call @verifyMemRefF64(%uda, %udb) : (memref<*xf64>, memref<*xf64>) -> i64
  vector.print %e4 : i64
  memref.dealloc %a : memref<4x6xi32>
  memref.dealloc %b : memref<4x6xi32>
  memref.dealloc %fa : memref<24xf32>
  memref.dealloc %fb : memref<24xf32>
  memref.dealloc %da : memref<3xf64>
  memref.dealloc %db : memref<3xf64>
  return
}

func @main() {
  call @ranked() : () -> ()
  call @vectors() : () -> ()
  call @copies() : () -> ()
  call @verify() : () -> ()
  return
}

// CHECK: Memref base@ = ADDR rank = 0 offset = 0 sizes = [] strides = [] data = {{$}}
// CHECK-NEXT: [-3]
// CHECK: Memref base@ = ADDR rank = 2 offset = 5 sizes = [3, 2] strides = [1, 3] data = {{$}}
// CHECK-NEXT: {{\[\[}}-0.5,   1], {{$}}
// CHECK: Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = {{$}}
// CHECK-NEXT: {{\[\[}}((0, 0, 0, 0),   (0, 0, 0, 0),   (0, 0, 0, 0),  (0, 0, 0, 0)),   ((1, 1, 1, 1),
// CHECK-NEXT:  [((3, 3, 3, 3),{{.*}}((1, 2, 3, 4),   (-0.5, 0.25, 1e+10, -7),   (0, -0, 3.5, 0.001),  (9, 8, 7, 6))]]
// CHECK-NEXT: ( 2.5, -0, 1e+20 )
// CHECK-NEXT: ( ( 1e-300, 3 ), ( 0.1, -2 ) )
// CHECK-NEXT: ( ( 1, -2 ), ( 3, 4 ) )
// CHECK-NEXT: ( 1, 0 )
// CHECK-NEXT: ( -2147483648, 2147483647 )
// CHECK-NEXT: 1e-05
// CHECK-NEXT: -9223372036854775808
// CHECK: {{\[\[}}0,   -2,   -0.5,   1,   2.5,   0], {{$}}
// CHECK-NEXT:  [0,   -1.5,   0,   1.5,   3,   0], {{$}}
// CHECK-NEXT:  [0,   -1,   0.5,   2,   3.5,   0], {{$}}
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0]]
// CHECK: [1.5]
// CHECK-NEXT: 0
// CHECK-NEXT: -7 != 11 offset = 11
// CHECK-NEXT: 1
// CHECK-NEXT: base@ = ADDR rank = 2 offset = 0 sizes = [4, 5] strides = [6, 1]base@ = ADDR rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1]-1
// CHECK-NEXT: 1 != 2 offset = 1
// CHECK: 10 != 20 offset = 10
// CHECK-NEXT: 23
// CHECK-NEXT: nan != nan offset = 0
// CHECK-NEXT: 1 != 0 offset = 2
// CHECK-NEXT: 2
