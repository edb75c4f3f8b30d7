// Memref printing of f32 and f64 through cmlir's runtime libraries, diffed
// with upstream 13's: the same lowered program runs under mlir-cpu-runner-13
// with each pair of libraries.  ELT is the element type, CIFACE selects the
// _mlir_ciface_ entry points (with) or the bare (rank, descriptor) ones.
// Views: rank 0 with an offset, ranks 1..4 row-major, a transposed view, a
// view with gaps, negative strides, unit dimensions and empty views; values
// include NaN, infinities, -0, a denormal and large magnitudes.
// REQUIRES: upstream, upstream-runtime
// RUN: sed -e 's/ELT/f32/g' -e 's/CIFACE/attributes {llvm.emit_c_interface}/' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.f32.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.f32.mlir | FileCheck --strict-whitespace %s --check-prefix=F32
// RUN: sed -e 's/ELT/f32/g' -e 's/CIFACE//' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.f32b.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.f32b.mlir | FileCheck --strict-whitespace %s --check-prefix=F32
// RUN: sed -e 's/ELT/f64/g' -e 's/CIFACE/attributes {llvm.emit_c_interface}/' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.f64.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.f64.mlir | FileCheck --strict-whitespace %s --check-prefix=F64
// RUN: sed -e 's/ELT/f64/g' -e 's/CIFACE//' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.f64b.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.f64b.mlir | FileCheck --strict-whitespace %s --check-prefix=F64

func private @print_memref_ELT(memref<*xELT>) CIFACE
func private @print_memref_shape_ELT(memref<*xELT>) attributes {llvm.emit_c_interface}

// buf[i] = (i - 40) * 0.75, then a few special values.
func @fill(%m: memref<120xELT>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant 120 : index
  %k = constant 0.75 : ELT
  %c40 = constant 40 : i64
  scf.for %i = %c0 to %n step %c1 {
    %ii = index_cast %i : index to i64
    %s = subi %ii, %c40 : i64
    %f = sitofp %s : i64 to ELT
    %v = mulf %f, %k : ELT
    memref.store %v, %m[%i] : memref<120xELT>
  }
  %zero = constant 0.0 : ELT
  %one = constant 1.0 : ELT
  %nan = divf %zero, %zero : ELT
  %inf = divf %one, %zero : ELT
  %ninf = negf %inf : ELT
  %nzero = constant -0.0 : ELT
  %big = constant 3.0e38 : ELT
  %tiny = constant 1.0e-40 : ELT
  %third = divf %one, %big : ELT
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  %c8 = constant 8 : index
  memref.store %nan, %m[%c1] : memref<120xELT>
  memref.store %ninf, %m[%c2] : memref<120xELT>
  memref.store %nzero, %m[%c3] : memref<120xELT>
  memref.store %big, %m[%c4] : memref<120xELT>
  memref.store %tiny, %m[%c5] : memref<120xELT>
  memref.store %inf, %m[%c6] : memref<120xELT>
  memref.store %third, %m[%c7] : memref<120xELT>
  %seventh = constant 0.142857142857 : ELT
  memref.store %seventh, %m[%c8] : memref<120xELT>
  return
}

func @show(%u: memref<*xELT>) {
  call @print_memref_ELT(%u) : (memref<*xELT>) -> ()
  call @print_memref_shape_ELT(%u) : (memref<*xELT>) -> ()
  return
}

func @main() {
  %m = memref.alloc() : memref<120xELT>
  call @fill(%m) : (memref<120xELT>) -> ()

  %r0 = memref.reinterpret_cast %m to offset: [5], sizes: [], strides: [] : memref<120xELT> to memref<ELT, affine_map<() -> (5)>>
  %u0 = memref.cast %r0 : memref<ELT, affine_map<() -> (5)>> to memref<*xELT>
  call @show(%u0) : (memref<*xELT>) -> ()

  %r1 = memref.reinterpret_cast %m to offset: [0], sizes: [9], strides: [1] : memref<120xELT> to memref<9xELT>
  %u1 = memref.cast %r1 : memref<9xELT> to memref<*xELT>
  call @show(%u1) : (memref<*xELT>) -> ()

  %r2 = memref.reinterpret_cast %m to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<120xELT> to memref<3x4xELT>
  %u2 = memref.cast %r2 : memref<3x4xELT> to memref<*xELT>
  call @show(%u2) : (memref<*xELT>) -> ()

  %r3 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<120xELT> to memref<2x3x4xELT>
  %u3 = memref.cast %r3 : memref<2x3x4xELT> to memref<*xELT>
  call @show(%u3) : (memref<*xELT>) -> ()

  %r4 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2, 3, 2], strides: [12, 6, 2, 1] : memref<120xELT> to memref<2x2x3x2xELT>
  %u4 = memref.cast %r4 : memref<2x2x3x2xELT> to memref<*xELT>
  call @show(%u4) : (memref<*xELT>) -> ()

  // Transposed 3x2 starting at element 1.
  %t = memref.reinterpret_cast %m to offset: [1], sizes: [3, 2], strides: [1, 3] : memref<120xELT> to memref<3x2xELT, offset: 1, strides: [1, 3]>
  %ut = memref.cast %t : memref<3x2xELT, offset: 1, strides: [1, 3]> to memref<*xELT>
  call @show(%ut) : (memref<*xELT>) -> ()

  // Rows 10 apart, every third column, from element 11.
  %g = memref.reinterpret_cast %m to offset: [11], sizes: [2, 3], strides: [10, 3] : memref<120xELT> to memref<2x3xELT, offset: 11, strides: [10, 3]>
  %ug = memref.cast %g : memref<2x3xELT, offset: 11, strides: [10, 3]> to memref<*xELT>
  call @show(%ug) : (memref<*xELT>) -> ()

  // Negative stride: the rows of a 2x2x2 block in reverse order.
  %n = memref.reinterpret_cast %m to offset: [30], sizes: [2, 2, 2], strides: [-4, 2, 1] : memref<120xELT> to memref<2x2x2xELT, affine_map<(d0, d1, d2) -> (d0 * -4 + d1 * 2 + d2 + 30)>>
  %un = memref.cast %n : memref<2x2x2xELT, affine_map<(d0, d1, d2) -> (d0 * -4 + d1 * 2 + d2 + 30)>> to memref<*xELT>
  call @show(%un) : (memref<*xELT>) -> ()

  // Unit dimensions.
  %o = memref.reinterpret_cast %m to offset: [8], sizes: [1, 1, 1], strides: [1, 1, 1] : memref<120xELT> to memref<1x1x1xELT, offset: 8, strides: [1, 1, 1]>
  %uo = memref.cast %o : memref<1x1x1xELT, offset: 8, strides: [1, 1, 1]> to memref<*xELT>
  call @show(%uo) : (memref<*xELT>) -> ()

  // Empty views (upstream shows the element at the offset even so).
  %e1 = memref.reinterpret_cast %m to offset: [4], sizes: [0], strides: [1] : memref<120xELT> to memref<0xELT, offset: 4, strides: [1]>
  %ue1 = memref.cast %e1 : memref<0xELT, offset: 4, strides: [1]> to memref<*xELT>
  call @show(%ue1) : (memref<*xELT>) -> ()
  %e2 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 0], strides: [3, 1] : memref<120xELT> to memref<2x0xELT, offset: 0, strides: [3, 1]>
  %ue2 = memref.cast %e2 : memref<2x0xELT, offset: 0, strides: [3, 1]> to memref<*xELT>
  call @show(%ue2) : (memref<*xELT>) -> ()
  %e3 = memref.reinterpret_cast %m to offset: [0], sizes: [0, 3], strides: [3, 1] : memref<120xELT> to memref<0x3xELT, offset: 0, strides: [3, 1]>
  %ue3 = memref.cast %e3 : memref<0x3xELT, offset: 0, strides: [3, 1]> to memref<*xELT>
  call @show(%ue3) : (memref<*xELT>) -> ()

  memref.dealloc %m : memref<120xELT>
  return
}

// F32: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = [] data = {{$}}
// F32-NEXT: [9.99995e-41]
// F32-NEXT: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = []{{$}}
// F32-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [9] strides = [1] data = {{$}}
// F32-NEXT: [-30,  nan,  -inf,  -0,  3e+38,  9.99995e-41,  inf,  3.33333e-39,  0.142857]
// F32: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data = {{$}}
// F32-NEXT: {{\[\[}}-30,   nan,   -inf,   -0], {{$}}
// F32-NEXT:  [3e+38,   9.99995e-41,   inf,   3.33333e-39], {{$}}
// F32-NEXT:  [0.142857,   -23.25,   -22.5,   -21.75]]
// F32: rank = 4 offset = 0 sizes = [2, 2, 3, 2] strides = [12, 6, 2, 1] data = {{$}}
// F32-NEXT: {{\[\[\[\[}}-30,     nan], {{$}}
// F32-NEXT:    [-inf,     -0], {{$}}
// F32: rank = 3 offset = 30 sizes = [2, 2, 2] strides = [-4, 2, 1] data = {{$}}
// F32-NEXT: {{\[\[\[}}-7.5,    -6.75], {{$}}
// F32-NEXT:   [-6,    -5.25]], {{$}}
// F32-NEXT:  {{\[\[}}-10.5,    -9.75], {{$}}
// F32: rank = 1 offset = 4 sizes = [0] strides = [1] data = {{$}}
// F32-NEXT: [3e+38]
// F32: rank = 2 offset = 0 sizes = [2, 0] strides = [3, 1] data = {{$}}
// F32-NEXT: {{\[\[}}-30], {{$}}
// F32-NEXT:  [-0]]

// F64: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = [] data = {{$}}
// F64-NEXT: [1e-40]
// F64: [-30,  nan,  -inf,  -0,  3e+38,  1e-40,  inf,  3.33333e-39,  0.142857]
