// More memref shapes executed: a 0-d memref (alloc, copy from a 0-d
// constant global, load/store with no indices, cast to unranked, rank 0),
// a global of index elements, a 3-D alloca with alignment, a 3-D transpose
// with a rotating permutation, a dynamic subview of a 3-D memref that
// drops a unit dimension and has a dynamic stride, a view with two dynamic
// sizes, collapse_shape of all three dimensions.
// The 3-D transpose prints what 13 computes: its descriptor sizes and
// strides are permuted the inverse way of the result type (sizes [3, 4, 2]
// for a memref<4x2x3xf32>); cmlir reproduces that.
// REQUIRES: jit
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_i64(memref<*xi64>) attributes {llvm.emit_c_interface}
memref.global "private" constant @zero_d : memref<f32> = dense<4.5>
memref.global "private" @idx : memref<3xindex> = dense<[7, 8, 9]>
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %z = memref.alloc() : memref<f32>
  %g = memref.get_global @zero_d : memref<f32>
  memref.copy %g, %z : memref<f32> to memref<f32>
  %v = memref.load %z[] : memref<f32>
  %v2 = addf %v, %v : f32
  memref.store %v2, %z[] : memref<f32>
  %zu = memref.cast %z : memref<f32> to memref<*xf32>
  call @print_memref_f32(%zu) : (memref<*xf32>) -> ()
  %r = rank %zu : memref<*xf32>
  %ri = index_cast %r : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  %ix = memref.get_global @idx : memref<3xindex>
  %e = memref.load %ix[%c2] : memref<3xindex>
  %ei = index_cast %e : index to i64
  call @printI64(%ei) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = memref.alloca() {alignment = 32} : memref<2x3x4xf32>
  %one = constant 1.0 : f32
  %c4 = constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %s = addi %i, %j : index
        %s2 = addi %s, %k : index
        %s3 = index_cast %s2 : index to i64
        %f = sitofp %s3 : i64 to f32
        memref.store %f, %a[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  %t = memref.transpose %a (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, affine_map<(d0, d1, d2) -> (d2 * 12 + d0 * 4 + d1)>>
  %tu = memref.cast %t : memref<4x2x3xf32, affine_map<(d0, d1, d2) -> (d2 * 12 + d0 * 4 + d1)>> to memref<*xf32>
  call @print_memref_f32(%tu) : (memref<*xf32>) -> ()
  %ad = memref.cast %a : memref<2x3x4xf32> to memref<?x?x?xf32>
  %sv = memref.subview %ad[1, %c1, 0][1, %c2, 2][1, 1, %c2] : memref<?x?x?xf32> to memref<?x2xf32, offset: ?, strides: [?, ?]>
  %svu = memref.cast %sv : memref<?x2xf32, offset: ?, strides: [?, ?]> to memref<*xf32>
  call @print_memref_f32(%svu) : (memref<*xf32>) -> ()
  %buf = memref.alloc() : memref<96xi8>
  %vw = memref.view %buf[%c0][%c2, %c3] : memref<96xi8> to memref<?x?xi64>
  %sev = constant 7 : i64
  memref.store %sev, %vw[%c1, %c2] : memref<?x?xi64>
  %zi = constant 0 : i64
  memref.store %zi, %vw[%c0, %c0] : memref<?x?xi64>
  memref.store %zi, %vw[%c0, %c1] : memref<?x?xi64>
  memref.store %zi, %vw[%c0, %c2] : memref<?x?xi64>
  memref.store %zi, %vw[%c1, %c0] : memref<?x?xi64>
  memref.store %sev, %vw[%c1, %c1] : memref<?x?xi64>
  %vwu = memref.cast %vw : memref<?x?xi64> to memref<*xi64>
  call @print_memref_i64(%vwu) : (memref<*xi64>) -> ()
  %col = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %lst = memref.load %col[%c3] : memref<24xf32>
  %lsti = fptosi %lst : f32 to i64
  call @printI64(%lsti) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<96xi8>
  memref.dealloc %z : memref<f32>
  return
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [9]
  // CHECK-NEXT: 0
  // CHECK-NEXT: 9
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [3, 4, 2] strides = [4, 1, 12] data =
  // CHECK-NEXT: {{\[}}{{\[}}[0,    1],
  // CHECK-NEXT: [1,    2],
  // CHECK-NEXT: [2,    3],
  // CHECK-NEXT: [3,    4]],
  // CHECK-NEXT: {{\[}}[1,    2],
  // CHECK-NEXT: [2,    3],
  // CHECK-NEXT: [3,    4],
  // CHECK-NEXT: [4,    5]],
  // CHECK-NEXT: {{\[}}[2,    3],
  // CHECK-NEXT: [3,    4],
  // CHECK-NEXT: [4,    5],
  // CHECK-NEXT: [5,    6]]]
  // CHECK-NEXT: rank = 2 offset = 16 sizes = [2, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{\[}}[2,   4],
  // CHECK-NEXT: [3,   5]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   0,   0],
  // CHECK-NEXT: [0,   7,   7]]
  // CHECK-NEXT: 3
}
