// Functions are verified in parallel when threading is on; the diagnostics
// must be those of a sequential run: only the first error (in the
// verifier's order, which is not always text order) is reported, even when
// a later function has an error too.
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-disable-threading
// RUN: env CMLIR_NUM_THREADS=3 cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// Structural errors in two functions: the first one is reported.
func @a(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @b(%arg0: i32) -> i32 {
  %c = constant 1 : i64
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @b}}
  return %c : i64
}
func @c(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @d(%arg0: i32) -> i32 {
  %c = constant 1 : i64
  return %c : i64
}
func @e(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----

// Symbol uses are checked by the module before its functions: the bad call
// in the last function comes before the error in the first one.
func @a(%arg0: i32) -> i32 {
  %c = constant 1 : i64
  return %c : i64
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @c(%arg0: i32) -> i32 {
  // expected-error@+1 {{'std.call' op 'nowhere' does not reference a valid function}}
  %0 = call @nowhere(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

// Dominance errors in two functions.
func @a(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @b(%arg0: i32, %arg1: i1) -> i32 {
  cond_br %arg1, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %0 = addi %arg0, %arg0 : i32
  br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = addi %0, %0 : i32
  return %1 : i32
}
func @c(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @d(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}

// -----

// Every function is fine; the module-level check fails.
// expected-note@+1 {{see existing symbol definition here}}
func @a(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
// expected-error@+1 {{redefinition of symbol named 'a'}}
func @a(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----

// All valid (nested regions, a nested module, calls across functions).
func @a(%arg0: i32) -> i32 {
  %0 = call @b(%arg0) : (i32) -> i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  %f = constant @a : (i32) -> i32
  "x.region"() ({
    %1 = addi %arg0, %arg0 : i32
    "x.end"(%1) : (i32) -> ()
  }) : () -> ()
  return %arg0 : i32
}
module @inner {
  func @c() {
    call @d() : () -> ()
    return
  }
  func @d() {
    return
  }
}
