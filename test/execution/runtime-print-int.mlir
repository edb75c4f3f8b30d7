// Memref printing of i32, i64 and i8 through cmlir's runtime libraries,
// diffed with upstream 13's (see runtime-print-float.mlir for the scheme and
// the views).  i8 elements print as characters, as upstream's iostream does.
// REQUIRES: upstream, upstream-runtime
// RUN: sed -e 's/ELT/i32/g' -e 's/MUL/1000003/' -e 's/CIFACE/attributes {llvm.emit_c_interface}/' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.i32c.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.i32c.mlir | FileCheck --strict-whitespace %s --check-prefix=I32
// RUN: sed -e 's/ELT/i32/g' -e 's/MUL/1000003/' -e 's/CIFACE//' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.i32b.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.i32b.mlir | FileCheck --strict-whitespace %s --check-prefix=I32
// RUN: sed -e 's/ELT/i64/g' -e 's/MUL/1000000000007/' -e 's/CIFACE/attributes {llvm.emit_c_interface}/' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.i64c.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.i64c.mlir | FileCheck --strict-whitespace %s --check-prefix=I64
// RUN: sed -e 's/ELT/i64/g' -e 's/MUL/1000000000007/' -e 's/CIFACE//' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.i64b.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.i64b.mlir | FileCheck --strict-whitespace %s --check-prefix=I64
// RUN: sed -e 's/ELT/i8/g' -e 's/MUL/1/' -e 's/CIFACE/attributes {llvm.emit_c_interface}/' %s | %upstream_opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm > %t.i8c.mlir
// RUN: %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.i8c.mlir | FileCheck --strict-whitespace %s --check-prefix=I8

func private @print_memref_ELT(memref<*xELT>) CIFACE
func private @print_memref_shape_ELT(memref<*xELT>) attributes {llvm.emit_c_interface}

// buf[i] = (i - 40) * MUL (i8: 'A' + i mod 26), then the extreme values.
func @fill(%m: memref<120xELT>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant 120 : index
  %k = constant MUL : ELT
  %c40 = constant 40 : ELT
  %c26 = constant 26 : ELT
  %cA = constant 65 : ELT
  %one = constant 1 : ELT
  %is_char = cmpi eq, %k, %one : ELT
  scf.for %i = %c0 to %n step %c1 {
    %ii = index_cast %i : index to ELT
    %s = subi %ii, %c40 : ELT
    %p = muli %s, %k : ELT
    %r = remi_unsigned %ii, %c26 : ELT
    %ch = addi %r, %cA : ELT
    %v = select %is_char, %ch, %p : ELT
    memref.store %v, %m[%i] : memref<120xELT>
  }
  %zero = constant 0 : ELT
  %max = constant -1 : ELT
  %c1e = constant 1 : ELT
  %umax = shift_right_unsigned %max, %c1e : ELT
  %smin = xor %umax, %max : ELT
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  memref.store %umax, %m[%c1] : memref<120xELT>
  memref.store %smin, %m[%c2] : memref<120xELT>
  %c33 = constant 44 : ELT
  %v3 = select %is_char, %c33, %zero : ELT
  memref.store %v3, %m[%c3] : memref<120xELT>
  %c91 = constant 91 : ELT
  %neg = constant -7 : ELT
  %v4 = select %is_char, %c91, %neg : ELT
  memref.store %v4, %m[%c4] : memref<120xELT>
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

// I32: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = [] data = {{$}}
// I32-NEXT: [-35000105]
// I32: [-40000120,  2147483647,  -2147483648,  0,  -7,  -35000105,  -34000102,  -33000099,  -32000096]
// I32: {{\[\[}}-40000120,   2147483647,   -2147483648,   0], {{$}}
// I32-NEXT:  [-7,   -35000105,   -34000102,   -33000099], {{$}}
// I64: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = [] data = {{$}}
// I64-NEXT: [-35000000000245]
// I64: [-40000000000280,  9223372036854775807,  -9223372036854775808,  0,  -7,  -35000000000245,  -34000000000238,  -33000000000231,  -32000000000224]
// I8: Unranked Memref base@ = ADDR rank = 0 offset = 5 sizes = [] strides = [] data = {{$}}
// I8-NEXT: [F]
// I8:  [I,   J,   K,   L]]
