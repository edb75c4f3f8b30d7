// Symbol uses (std.call, memref.get_global) are verified by the enclosing
// symbol table's trait, before any op nested in the table is verified, so
// they are reported before other errors in the table's body.  Each split
// has two errors; the verifier stops at the first, which is the expected one.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// A bad return earlier in the module is verified after the symbol uses.
func @a() {
  %0 = constant 1 : i32
  return %0 : i32
}
func @b() {
  // expected-error@+1 {{'std.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

// A public declaration (a func verifier error) comes after the symbol uses.
func @decl()
func @b() {
  // expected-error@+1 {{'std.call' op 'absent' does not reference a valid function}}
  call @absent() : () -> ()
  return
}

// -----

// The walk is a LIFO worklist of regions: the regions of the last op of a
// region are visited first, so the last function's uses come first.
func @a() {
  call @first() : () -> ()
  return
}
func @b() {
  // expected-error@+1 {{'std.call' op 'second' does not reference a valid function}}
  call @second() : () -> ()
  return
}

// -----

// Within a region every op is visited (in order) before nested regions.
func @f() {
  "foo.op"() ({
    "foo.op"() ({
      call @nested() : () -> ()
    }) : () -> ()
    // expected-error@+1 {{'std.call' op 'outer' does not reference a valid function}}
    call @outer() : () -> ()
  }) : () -> ()
  return
}

// -----

// The last region of an op is visited before its first one.
func @f() {
  "foo.op"() ({
    call @in_region0() : () -> ()
  }, {
    // expected-error@+1 {{'std.call' op 'in_region1' does not reference a valid function}}
    call @in_region1() : () -> ()
  }) : () -> ()
  return
}

// -----

// Duplicate symbols are checked before the symbol uses.
func @x() {
  return
}
// expected-error@+2 {{redefinition of symbol named 'x'}}
// expected-note@-4 {{see existing symbol definition here}}
func @x() {
  call @missing() : () -> ()
  return
}

// -----

// A nested symbol table verifies its uses when it is verified itself, in
// the outer table's body order: the bad return before it comes first.
module {
  func @f() {
    %0 = constant 1 : i32
    // expected-error@+1 {{'std.return' op has 1 operands, but enclosing function (@f) returns 0}}
    return %0 : i32
  }
  module @inner {
    func @g() {
      call @missing() : () -> ()
      return
    }
  }
}

// -----

// get_global's checks are symbol-use checks too.
memref.global "private" @g : memref<2xf32> = uninitialized
func @f(%i: index) {
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%i, %i] : memref<4xf32>
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

// Operand type checks against the callee, before a bad op earlier.
func private @callee(i32)
func @f(%a: i64) {
  %0 = constant 1 : i32
  %1 = "std.addi"(%0, %0) : (i32, i32) -> i64
  // expected-error@+1 {{'std.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%a) : (i64) -> ()
  return
}

// -----

// A non-symbol callee is reported by the symbol-use check.
func @f() {
  br ^bb1
  // expected-error@+1 {{'std.call' op requires a 'callee' symbol reference attribute}}
  "std.call"() {callee = "str"} : () -> ()
^bb1:
  return
}
