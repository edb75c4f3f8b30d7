// atomic_rmw of every kind MLIR 13 lowers (addf, addi, assign, maxs, maxu,
// mins, minu, on i32, i64 and f32 elements) and generic_atomic_rmw (a
// compare-and-swap loop) on integer elements, executed; each prints the
// old value returned and the memory afterwards. Not here because 13 does
// not lower them either: the kinds maxf, minf (std-expand makes a
// generic_atomic_rmw on a float, whose llvm.cmpxchg on a float pointer 13
// rejects), mulf and muli, and generic_atomic_rmw on floats.
// REQUIRES: jit
// RUN: cmlir-opt -std-expand -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printF32(f32)
func private @printNewline()
func private @print_memref_i32(memref<*xi32>) attributes {llvm.emit_c_interface}
func private @print_memref_i64(memref<*xi64>) attributes {llvm.emit_c_interface}
func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func @p32(%x: i32) {
  %w = sexti %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @pf(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// A generic read-modify-write: x -> x * x + 1. (One generic_atomic_rmw
// per function: MLIR 13 fails to lower a function with two, see
// atomic-two-generic-program.mlir.)
func @square_plus_one(%m: memref<8xi32>, %i: index) -> i32 {
  %r = generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %sq = muli %cur, %cur : i32
    %one = constant 1 : i32
    %n = addi %sq, %one : i32
    atomic_yield %n : i32
  }
  return %r : i32
}

// One that uses values from outside its region: x -> max(x, k) + d.
func @max_minus(%m: memref<8xi32>, %i: index, %k: i32, %d: i32) -> i32 {
  %r = generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %gt = cmpi sgt, %cur, %k : i32
    %mx = select %gt, %cur, %k : i32
    %n = addi %mx, %d : i32
    atomic_yield %n : i32
  }
  return %r : i32
}

// x -> x >> 31 on a 2-D i64 memref.
func @shift(%m: memref<2x2xi64>, %i: index, %j: index) -> i64 {
  %r = generic_atomic_rmw %m[%i, %j] : memref<2x2xi64> {
  ^bb0(%cur: i64):
    %k = constant 31 : i64
    %t = shift_right_unsigned %cur, %k : i64
    atomic_yield %t : i64
  }
  return %r : i64
}

func @ints(%m: memref<8xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  %five = constant 5 : i32
  %m3 = constant -3 : i32
  %0 = atomic_rmw addi %five, %m[%c0] : (i32, memref<8xi32>) -> i32
  call @p32(%0) : (i32) -> ()
  %1 = atomic_rmw assign %m3, %m[%c1] : (i32, memref<8xi32>) -> i32
  call @p32(%1) : (i32) -> ()
  // Signed and unsigned readings of -3 differ.
  %2 = atomic_rmw maxs %m3, %m[%c2] : (i32, memref<8xi32>) -> i32
  call @p32(%2) : (i32) -> ()
  %3 = atomic_rmw maxu %m3, %m[%c3] : (i32, memref<8xi32>) -> i32
  call @p32(%3) : (i32) -> ()
  %4 = atomic_rmw mins %m3, %m[%c4] : (i32, memref<8xi32>) -> i32
  call @p32(%4) : (i32) -> ()
  %5 = atomic_rmw minu %m3, %m[%c5] : (i32, memref<8xi32>) -> i32
  call @p32(%5) : (i32) -> ()
  %6 = call @square_plus_one(%m, %c6) : (memref<8xi32>, index) -> i32
  call @p32(%6) : (i32) -> ()
  %7 = call @max_minus(%m, %c7, %five, %m3) : (memref<8xi32>, index, i32, i32) -> i32
  call @p32(%7) : (i32) -> ()
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c8 = constant 8 : index

  %m = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = index_cast %i : index to i32
    %k = constant 4 : i32
    %v = addi %ii, %k : i32
    memref.store %v, %m[%i] : memref<8xi32>
  }
  call @ints(%m) : (memref<8xi32>) -> ()
  // CHECK: 4
  // CHECK-NEXT: 5
  // CHECK-NEXT: 6
  // CHECK-NEXT: 7
  // CHECK-NEXT: 8
  // CHECK-NEXT: 9
  // CHECK-NEXT: 10
  // CHECK-NEXT: 11
  %mu = memref.cast %m : memref<8xi32> to memref<*xi32>
  call @print_memref_i32(%mu) : (memref<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [9,  -3,  6,  -3,  -3,  9,  101,  8]
  // Again on the new values.
  call @ints(%m) : (memref<8xi32>) -> ()
  // CHECK-NEXT: 9
  // CHECK-NEXT: -3
  // CHECK-NEXT: 6
  // CHECK-NEXT: -3
  // CHECK-NEXT: -3
  // CHECK-NEXT: 9
  // CHECK-NEXT: 101
  // CHECK-NEXT: 8
  call @print_memref_i32(%mu) : (memref<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [14,  -3,  6,  -3,  -3,  9,  10202,  5]
  memref.dealloc %m : memref<8xi32>

  // i64 elements in a 2-D memref.
  %w = memref.alloc() : memref<2x2xi64>
  %big = constant 5000000000 : i64
  %neg = constant -1 : i64
  memref.store %big, %w[%c0, %c0] : memref<2x2xi64>
  memref.store %big, %w[%c0, %c1] : memref<2x2xi64>
  memref.store %big, %w[%c1, %c0] : memref<2x2xi64>
  memref.store %big, %w[%c1, %c1] : memref<2x2xi64>
  %a = atomic_rmw addi %big, %w[%c0, %c0] : (i64, memref<2x2xi64>) -> i64
  %b = atomic_rmw maxu %neg, %w[%c0, %c1] : (i64, memref<2x2xi64>) -> i64
  %c = atomic_rmw mins %neg, %w[%c1, %c0] : (i64, memref<2x2xi64>) -> i64
  %d = call @shift(%w, %c1, %c1) : (memref<2x2xi64>, index, index) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 5000000000
  // CHECK-NEXT: 5000000000
  // CHECK-NEXT: 5000000000
  // CHECK-NEXT: 5000000000
  %wu = memref.cast %w : memref<2x2xi64> to memref<*xi64>
  call @print_memref_i64(%wu) : (memref<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[10000000000,   -1],
  // CHECK-NEXT: [-1,   2]]
  memref.dealloc %w : memref<2x2xi64>

  // f32 elements: addf and assign.
  %f = memref.alloca() : memref<2xf32>
  %x = constant 1.25 : f32
  %y = constant -7.5 : f32
  memref.store %x, %f[%c0] : memref<2xf32>
  memref.store %x, %f[%c1] : memref<2xf32>
  %e = atomic_rmw addf %y, %f[%c0] : (f32, memref<2xf32>) -> f32
  call @pf(%e) : (f32) -> ()
  %g = atomic_rmw assign %y, %f[%c1] : (f32, memref<2xf32>) -> f32
  call @pf(%g) : (f32) -> ()
  // CHECK-NEXT: 1.25
  // CHECK-NEXT: 1.25
  %fu = memref.cast %f : memref<2xf32> to memref<*xf32>
  call @print_memref_f32(%fu) : (memref<*xf32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [-6.25,  -7.5]
  return
}
