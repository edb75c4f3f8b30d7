// Symbol uses checked during verification resolve to the nearest symbol
// table, wherever the symbol is in it (before or after the use), and not
// in enclosing tables.
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

module {
  func @outer_fn() -> i32 {
    %c = constant 1 : i32
    return %c : i32
  }
  module @inner {
    func @g() -> i32 {
      // expected-error@+1 {{'outer_fn' does not reference a valid function}}
      %r = call @outer_fn() : () -> i32
      return %r : i32
    }
  }
}
// -----
module {
  func @h() {
    return
  }
  module @inner {
    func @h() -> i32 {
      %c = constant 1 : i32
      return %c : i32
    }
    func @g() -> i32 {
      %r = call @h() : () -> i32
      return %r : i32
    }
  }
  func @k() {
    call @h() : () -> ()
    return
  }
}
// -----
memref.global @gv : memref<2xf32> = uninitialized
func @f() {
  // expected-error@+1 {{'gv' does not reference a valid function}}
  call @gv() : () -> ()
  return
}
// -----
func private @gv()
func @f() {
  // expected-error@+1 {{'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<2xf32>
  return
}
// -----
func @f() {
  // expected-error@+1 {{'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}
// -----
// Symbols are found wherever they are in the table, before or after the use.
func @a() {
  call @b() : () -> ()
  return
}
func @b() {
  call @a() : () -> ()
  %0 = memref.get_global @late : memref<f32>
  return
}
memref.global "private" @late : memref<f32> = dense<1.0>
