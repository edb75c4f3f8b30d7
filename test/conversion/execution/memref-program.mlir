// A program lowered by cmlir-opt alone (std and memref to LLVM, no scf)
// and run by cmlir-cpu-runner, and the same through mlir-opt-13 and
// mlir-cpu-runner-13: alloc, stores in a CFG loop, subview, cast to
// unranked, copy, reinterpret_cast, atomics, calls with memref arguments
// and results, C wrappers; the printed memrefs must be identical.
// REQUIRES: jit
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_i32(memref<*xi32>) attributes {llvm.emit_c_interface}

// m[i][j] = i * 10 + j over a CFG loop nest.
func @fill(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c10 = constant 10.0 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  br ^outer(%c0 : index)
^outer(%i: index):
  %ci = cmpi slt, %i, %rows : index
  cond_br %ci, ^inner_start, ^done
^inner_start:
  br ^inner(%c0 : index)
^inner(%j: index):
  %cj = cmpi slt, %j, %cols : index
  cond_br %cj, ^body, ^next
^body:
  %ii = index_cast %i : index to i32
  %jj = index_cast %j : index to i32
  %fi = sitofp %ii : i32 to f32
  %fj = sitofp %jj : i32 to f32
  %t = mulf %fi, %c10 : f32
  %v = addf %t, %fj : f32
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^inner(%j1 : index)
^next:
  %i1 = addi %i, %c1 : index
  br ^outer(%i1 : index)
^done:
  return
}

func @twice(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  %r = memref.alloc() : memref<3x4xf32>
  memref.copy %m, %r : memref<3x4xf32> to memref<3x4xf32>
  return %r : memref<3x4xf32>
}

func @main() {
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c1 = constant 1 : index
  %a = memref.alloc(%c3, %c4) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1]
  // CHECK-NEXT: [0,   1,   2,   3],
  // CHECK-NEXT: [10,   11,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   23]

  %s = memref.subview %a[1, 1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, offset: ?, strides: [?, 1]>
  %su = memref.cast %s : memref<2x2xf32, offset: ?, strides: [?, 1]> to memref<*xf32>
  call @print_memref_f32(%su) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 5 sizes = [2, 2] strides = [4, 1]
  // CHECK-NEXT: [11,   12],
  // CHECK-NEXT: [21,   22]

  %st = memref.cast %a : memref<?x?xf32> to memref<3x4xf32>
  %b = call @twice(%st) : (memref<3x4xf32>) -> memref<3x4xf32>
  %c2 = constant 2 : index
  %x = constant 99.0 : f32
  memref.store %x, %b[%c2, %c3] : memref<3x4xf32>
  %r = memref.reinterpret_cast %b to offset: [4], sizes: [2, 4], strides: [4, 1] : memref<3x4xf32> to memref<2x4xf32, offset: 4, strides: [4, 1]>
  %ru = memref.cast %r : memref<2x4xf32, offset: 4, strides: [4, 1]> to memref<*xf32>
  call @print_memref_f32(%ru) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 4 sizes = [2, 4] strides = [4, 1]
  // CHECK-NEXT: [10,   11,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   99]

  %n = memref.alloca() : memref<2xi32>
  %c0 = constant 0 : index
  %k5 = constant 5 : i32
  memref.store %k5, %n[%c0] : memref<2xi32>
  memref.store %k5, %n[%c1] : memref<2xi32>
  %k7 = constant 7 : i32
  %old = atomic_rmw addi %k7, %n[%c0] : (i32, memref<2xi32>) -> i32
  %g = generic_atomic_rmw %n[%c1] : memref<2xi32> {
  ^bb0(%cur: i32):
    %m2 = muli %cur, %old : i32
    atomic_yield %m2 : i32
  }
  %nu = memref.cast %n : memref<2xi32> to memref<*xi32>
  call @print_memref_i32(%nu) : (memref<*xi32>) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1]
  // CHECK-NEXT: [12,  25]
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<3x4xf32>
  return
}
