// The scf dialect executed after -convert-scf-to-std: for with iter_args
// (and a zero-trip loop returning its initial values), nested for, if with
// results (both branches) and without else, while with a `before` region
// that computes the values passed on, parallel with and without
// reduce (two reductions, 2-D), execute_region with several blocks, and
// yield in each of them.
// REQUIRES: jit
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printF64(f64)
func private @printNewline()
func private @print_memref_i64(memref<*xi64>) attributes {llvm.emit_c_interface}

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

// Sum and product of lb..ub-1 by step, carried in iter_args.
func @sum_prod(%lb: index, %ub: index, %step: index) -> (i64, i64) {
  %z = constant 0 : i64
  %o = constant 1 : i64
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%s = %z, %p = %o) -> (i64, i64) {
    %v = index_cast %i : index to i64
    %s1 = addi %s, %v : i64
    %p1 = muli %p, %v : i64
    scf.yield %s1, %p1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// Number of pairs (i, j), 0 <= j < i < n, with i + j odd: nested for.
func @pairs(%n: index) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %one = constant 1 : i64
  %two = constant 2 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a = %acc) -> (i64) {
      %s = addi %i, %j : index
      %s64 = index_cast %s : index to i64
      %m = remi_signed %s64, %two : i64
      %odd = cmpi eq, %m, %one : i64
      %a1 = scf.if %odd -> (i64) {
        %t = addi %a, %one : i64
        scf.yield %t : i64
      } else {
        scf.yield %a : i64
      }
      scf.yield %a1 : i64
    }
    scf.yield %inner : i64
  }
  return %r : i64
}

// |x| and sign through an if with two results; a side effect in an
// if without else.
func @abs_sign(%x: f64) -> (f64, i64) {
  %zero = constant 0.0 : f64
  %neg = cmpf olt, %x, %zero : f64
  %r:2 = scf.if %neg -> (f64, i64) {
    %n = negf %x : f64
    %m = constant -1 : i64
    scf.yield %n, %m : f64, i64
  } else {
    %p = constant 1 : i64
    scf.yield %x, %p : f64, i64
  }
  %isz = cmpf oeq, %x, %zero : f64
  scf.if %isz {
    %c = constant 12345 : i64
    call @pi(%c) : (i64) -> ()
  }
  return %r#0, %r#1 : f64, i64
}

// Collatz steps of n: a while whose before region computes the next value
// and passes it (and the count) on.
func @collatz(%n: i64) -> i64 {
  %z = constant 0 : i64
  %one = constant 1 : i64
  %two = constant 2 : i64
  %three = constant 3 : i64
  %res:2 = scf.while (%v = %n, %k = %z) : (i64, i64) -> (i64, i64) {
    %more = cmpi ne, %v, %one : i64
    scf.condition(%more) %v, %k : i64, i64
  } do {
  ^bb0(%x: i64, %c: i64):
    %m = remi_signed %x, %two : i64
    %even = cmpi eq, %m, %z : i64
    %nx = scf.if %even -> (i64) {
      %h = divi_signed %x, %two : i64
      scf.yield %h : i64
    } else {
      %t = muli %x, %three : i64
      %t1 = addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %c1 = addi %c, %one : i64
    scf.yield %nx, %c1 : i64, i64
  }
  return %res#1 : i64
}

// A while whose after region gets different values than the before
// region's arguments: first power of two >= n, as (power, exponent).
func @next_pow2(%n: i64) -> (i64, i64) {
  %one = constant 1 : i64
  %z = constant 0 : i64
  %res:2 = scf.while (%p = %one, %e = %z) : (i64, i64) -> (i64, i64) {
    %small = cmpi slt, %p, %n : i64
    %p2 = shift_left %p, %one : i64
    %e1 = addi %e, %one : i64
    %np = select %small, %p2, %p : i64
    %ne = select %small, %e1, %e : i64
    scf.condition(%small) %np, %ne : i64, i64
  } do {
  ^bb0(%a: i64, %b: i64):
    scf.yield %a, %b : i64, i64
  }
  return %res#0, %res#1 : i64, i64
}

// m[i][j] = i * 10 + j by a 2-D parallel loop; then the sum and the
// maximum of its elements by a parallel loop with two reductions.
func @parallel(%m: memref<3x4xi64>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %ten = constant 10 : i64
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    %i64 = index_cast %i : index to i64
    %j64 = index_cast %j : index to i64
    %t = muli %i64, %ten : i64
    %v = addi %t, %j64 : i64
    memref.store %v, %m[%i, %j] : memref<3x4xi64>
    scf.yield
  }
  %z = constant 0 : i64
  %min = constant -1000 : i64
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%z, %min) -> (i64, i64) {
    %v = memref.load %m[%i, %j] : memref<3x4xi64>
    scf.reduce(%v) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = addi %a, %b : i64
      scf.reduce.return %s : i64
    }
    scf.reduce(%v) : i64 {
    ^bb0(%a: i64, %b: i64):
      %gt = cmpi sgt, %a, %b : i64
      %mx = select %gt, %a, %b : i64
      scf.reduce.return %mx : i64
    }
    scf.yield
  }
  return %r#0, %r#1 : i64, i64
}

// An execute_region with several blocks and a result.
func @region(%x: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %z = constant 0 : i64
    %neg = cmpi slt, %x, %z : i64
    cond_br %neg, ^bb1, ^bb2(%x : i64)
  ^bb1:
    %m = constant 1000 : i64
    %y = subi %m, %x : i64
    br ^bb2(%y : i64)
  ^bb2(%v: i64):
    %two = constant 2 : i64
    %w = muli %v, %two : i64
    scf.yield %w : i64
  }
  return %r : i64
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %c11 = constant 11 : index
  %s, %p = call @sum_prod(%c1, %c11, %c2) : (index, index, index) -> (i64, i64)
  call @pi(%s) : (i64) -> ()
  call @pi(%p) : (i64) -> ()
  // CHECK: 25
  // CHECK-NEXT: 945
  %s0, %p0 = call @sum_prod(%c5, %c1, %c1) : (index, index, index) -> (i64, i64)
  call @pi(%s0) : (i64) -> ()
  call @pi(%p0) : (i64) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  %np = call @pairs(%c5) : (index) -> i64
  call @pi(%np) : (i64) -> ()
  // CHECK-NEXT: 6

  %f1 = constant -3.5 : f64
  %a1, %g1 = call @abs_sign(%f1) : (f64) -> (f64, i64)
  call @pf(%a1) : (f64) -> ()
  call @pi(%g1) : (i64) -> ()
  // CHECK-NEXT: 3.5
  // CHECK-NEXT: -1
  %f2 = constant 0.0 : f64
  %a2, %g2 = call @abs_sign(%f2) : (f64) -> (f64, i64)
  call @pf(%a2) : (f64) -> ()
  call @pi(%g2) : (i64) -> ()
  // CHECK-NEXT: 12345
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1

  %n27 = constant 27 : i64
  %k27 = call @collatz(%n27) : (i64) -> i64
  call @pi(%k27) : (i64) -> ()
  // CHECK-NEXT: 111
  %n1 = constant 1 : i64
  %k1 = call @collatz(%n1) : (i64) -> i64
  call @pi(%k1) : (i64) -> ()
  // CHECK-NEXT: 0
  %n100 = constant 100 : i64
  %pw, %ex = call @next_pow2(%n100) : (i64) -> (i64, i64)
  call @pi(%pw) : (i64) -> ()
  call @pi(%ex) : (i64) -> ()
  // CHECK-NEXT: 128
  // CHECK-NEXT: 7

  %m = memref.alloc() : memref<3x4xi64>
  %sum, %max = call @parallel(%m) : (memref<3x4xi64>) -> (i64, i64)
  %mu = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  call @print_memref_i64(%mu) : (memref<*xi64>) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [10,   11,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   23]]
  call @pi(%sum) : (i64) -> ()
  call @pi(%max) : (i64) -> ()
  // CHECK-NEXT: 138
  // CHECK-NEXT: 23
  memref.dealloc %m : memref<3x4xi64>

  %r1 = call @region(%n27) : (i64) -> i64
  call @pi(%r1) : (i64) -> ()
  // CHECK-NEXT: 54
  %m3 = constant -3 : i64
  %r2 = call @region(%m3) : (i64) -> i64
  call @pi(%r2) : (i64) -> ()
  // CHECK-NEXT: 2006
  return
}
