// Control flow of the std dialect executed: br with block arguments,
// cond_br (with arguments on both edges), switch (default and several
// cases, with and without operands; a default-only switch is in
// std-switch-default-only-program.mlir), call with several results,
// call_indirect through a constant function reference, return of several
// values, and a passing assert. (No negative case values: MLIR 13 prints
// them as unsigned in llvm.switch and cannot parse them back, and cmlir
// does the same.)
// REQUIRES: jit
// RUN: cmlir-opt -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printI64(i64)
func private @printNewline()

func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Sum of 1..n through a br / cond_br loop.
func @sum(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^loop(%c1, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = cmpi sgt, %i, %n : i64
  cond_br %done, ^exit(%acc : i64), ^body(%i, %acc : i64, i64)
^body(%j: i64, %a: i64):
  %a1 = addi %a, %j : i64
  %j1 = addi %j, %c1 : i64
  br ^loop(%j1, %a1 : i64, i64)
^exit(%r: i64):
  return %r : i64
}

// Maps a flag to a value through a switch: 0 -> 100, 5 -> its operand,
// 1000 -> 300, anything else -> the default with the flag itself.
func @classify(%flag: i32, %v: i64) -> i64 {
  %k = constant 300 : i64
  switch %flag : i32, [
    default: ^other(%flag : i32),
    0: ^zero,
    5: ^five(%v : i64),
    1000: ^neg(%k : i64)
  ]
^zero:
  %h = constant 100 : i64
  return %h : i64
^five(%x: i64):
  return %x : i64
^neg(%y: i64):
  return %y : i64
^other(%f: i32):
  %w = sexti %f : i32 to i64
  %m = constant -1 : i64
  %r = muli %w, %m : i64
  return %r : i64
}

// divmod returning two results; pick returning three of mixed types.
func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = divi_signed %a, %b : i64
  %r = remi_signed %a, %b : i64
  return %q, %r : i64, i64
}

func @pick(%c: i1) -> (i64, f64, i1) {
  cond_br %c, ^t, ^f
^t:
  %a = constant 1 : i64
  %b = constant 1.5 : f64
  return %a, %b, %c : i64, f64, i1
^f:
  %x = constant 2 : i64
  %y = constant 2.5 : f64
  return %x, %y, %c : i64, f64, i1
}

func @twice(%x: i64) -> i64 {
  %r = addi %x, %x : i64
  return %r : i64
}

func @square(%x: i64) -> i64 {
  %r = muli %x, %x : i64
  return %r : i64
}

func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}

func @main() {
  %c10 = constant 10 : i64
  %s = call @sum(%c10) : (i64) -> i64
  call @pi(%s) : (i64) -> ()
  // CHECK: 55
  %c0 = constant 0 : i64
  %s0 = call @sum(%c0) : (i64) -> i64
  call @pi(%s0) : (i64) -> ()
  // CHECK-NEXT: 0

  %v = constant 555 : i64
  %f0 = constant 0 : i32
  %f5 = constant 5 : i32
  %fm3 = constant 1000 : i32
  %f9 = constant 9 : i32
  %r0 = call @classify(%f0, %v) : (i32, i64) -> i64
  call @pi(%r0) : (i64) -> ()
  // CHECK-NEXT: 100
  %r5 = call @classify(%f5, %v) : (i32, i64) -> i64
  call @pi(%r5) : (i64) -> ()
  // CHECK-NEXT: 555
  %rm3 = call @classify(%fm3, %v) : (i32, i64) -> i64
  call @pi(%rm3) : (i64) -> ()
  // CHECK-NEXT: 300
  %r9 = call @classify(%f9, %v) : (i32, i64) -> i64
  call @pi(%r9) : (i64) -> ()
  // CHECK-NEXT: -9

  %a = constant -17 : i64
  %b = constant 5 : i64
  %q, %r = call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  call @pi(%q) : (i64) -> ()
  call @pi(%r) : (i64) -> ()
  // CHECK-NEXT: -3
  // CHECK-NEXT: -2

  %false = constant false
  %p:3 = call @pick(%false) : (i1) -> (i64, f64, i1)
  call @pi(%p#0) : (i64) -> ()
  %pf = fptosi %p#1 : f64 to i64
  %pf10 = muli %pf, %c10 : i64
  call @pi(%pf10) : (i64) -> ()
  %pb = zexti %p#2 : i1 to i64
  call @pi(%pb) : (i64) -> ()
  // CHECK-NEXT: 2
  // CHECK-NEXT: 20
  // CHECK-NEXT: 0

  %ftwice = constant @twice : (i64) -> i64
  %fsquare = constant @square : (i64) -> i64
  %c7 = constant 7 : i64
  %i1 = call_indirect %ftwice(%c7) : (i64) -> i64
  call @pi(%i1) : (i64) -> ()
  // CHECK-NEXT: 14
  %i2 = call @apply(%fsquare, %c7) : ((i64) -> i64, i64) -> i64
  call @pi(%i2) : (i64) -> ()
  // CHECK-NEXT: 49

  %ok = cmpi eq, %i2, %i2 : i64
  assert %ok, "never fails"
  call @pi(%c0) : (i64) -> ()
  // CHECK-NEXT: 0
  return
}
