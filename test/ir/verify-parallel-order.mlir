// Which error comes first when several parts of a module are invalid.  As
// mlir-opt-13: the module's own traits (duplicate symbols, then the symbol
// uses inside every function), then the structure of everything outside
// the IsolatedFromAbove ops (functions), then the dominance of that part,
// then each function in order, whole: its own traits, its structure, its
// dominance, and only then the functions nested in it.  The same with or
// without threads (functions are verified in parallel when threading is
// on; the diagnostics must be those of a sequential run).
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-disable-threading
// RUN: env CMLIR_NUM_THREADS=4 cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics -mlir-disable-threading

// A dominance error in @a comes before a structural error in a later @c.
func @a(%arg0: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @c(%arg0: i32) -> i32 {
  %0 = "std.addi"(%arg0, %arg0) : (i32, i32) -> i64
  return %arg0 : i32
}
func @d(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----

// A function's own traits are checked with the function: after the
// dominance of the functions before it.
func @a(%arg0: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
"func"() ({
^bb0:
  "std.return"() : () -> ()
}) {type = (i32) -> (), sym_name = "z"} : () -> ()

// -----

// An IsolatedFromAbove op without regions is checked with the structure
// of the module, before the functions.
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
// expected-error@+1 {{'func' op requires one region}}
"func"() {type = (i32) -> (), sym_name = "z"} : () -> ()

// -----

// The structure of an op outside the functions comes before them.
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
"test.wrap"() ({
  // expected-error@+1 {{'std.constant' op requires attribute's type ('i64') to match op's return type ('i32')}}
  %c = "std.constant"() {value = 1 : i64} : () -> i32
}) : () -> ()

// -----

// So does the unregistered-dialect check of an op outside the functions.
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
// expected-error@+1 {{unregistered operation 'std.foo' found in dialect ('std') that does not allow unknown operations}}
"std.foo"() : () -> ()

// -----

// And the dominance of the ops outside the functions (here in an
// unregistered op's multi-block region at module level).
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  "test.wrap"() ({
    %0 = "std.constant"() {value = 1 : i64} : () -> i32
  }) : () -> ()
  return %arg0 : i32
}
"test.wrap"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
  %0 = "test.use"(%1) : (i32) -> i32
  %1 = "test.def"() : () -> i32
  "test.t"() : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %2 = "test.use"(%3) : (i32) -> i32
  "test.br"()[^bb3] : () -> ()
^bb3:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %3 = "test.def"() : () -> i32
  "test.t"() : () -> ()
}) : () -> ()

// -----

// A function nested in another one is verified after the outer one's
// dominance.
func @a(%arg0: i32) -> i32 {
  "test.wrap"() ({
    func @inner() {
      %c = "std.constant"() {value = 1 : i64} : () -> i32
      return
    }
  }) : () -> ()
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----

// ... and after the outer one's terminator check.
func @a(%arg0: i32) -> i32 {
  "test.wrap"() ({
    func @inner() {
      %c = "std.constant"() {value = 1 : i64} : () -> i32
      return
    }
  }) : () -> ()
  // expected-error@+1 {{block with no terminator, has %0 = addi %arg0, %arg0 : i32}}
  %0 = addi %arg0, %arg0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----

// A function nested in a module-level op takes its place in text order.
"test.wrap"() ({
  func @x(%arg0: i32) -> i32 {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = addi %1, %1 : i32
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %1 = addi %arg0, %arg0 : i32
    return %0 : i32
  }
}) : () -> ()
func @y(%arg0: i32) -> i32 {
  %c = "std.constant"() {value = 1 : i64} : () -> i32
  return %arg0 : i32
}

// -----

"test.wrap"() ({
  func @x(%arg0: i32) -> i32 {
    %0 = addi %1, %1 : i32
    %1 = addi %arg0, %arg0 : i32
    return %0 : i32
  }
}) : () -> ()
func @y(%arg0: i32) -> i32 {
  %c = "std.constant"() {value = 1 : i64} : () -> i32
  return %arg0 : i32
}
func @z(%arg0: i32) -> i32 {
  // expected-error@+1 {{'nope' does not reference a valid function}}
  %0 = call @nope(%arg0) : (i32) -> i32
  return %arg0 : i32
}

// -----

// Symbol uses are checked by the module, before any function.
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  // expected-error@+1 {{'nope' does not reference a valid function}}
  %0 = call @nope(%arg0) : (i32) -> i32
  return %arg0 : i32
}

// -----

// Duplicate symbols too.
func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
// expected-note@+1 {{see existing symbol definition here}}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
// expected-error@+1 {{redefinition of symbol named 'b'}}
func @b(%arg0: i32) -> i32 {
  %0 = call @nope(%arg0) : (i32) -> i32
  return %arg0 : i32
}

// -----

// Nested modules are verified like functions: the symbol uses of @m are
// checked by @m, after the functions of the module before it.
module {
  func @a(%arg0: i32) -> i32 {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = addi %1, %1 : i32
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %1 = addi %arg0, %arg0 : i32
    return %0 : i32
  }
}
module @m {
  func @b(%arg0: i32) -> i32 {
    %c = "std.constant"() {value = 1 : i64} : () -> i32
    return %arg0 : i32
  }
  func @c(%arg0: i32) -> i32 {
    %0 = call @nope(%arg0) : (i32) -> i32
    return %arg0 : i32
  }
}

// -----

module {
  func @a(%arg0: i32) -> i32 {
    %0 = addi %1, %1 : i32
    %1 = addi %arg0, %arg0 : i32
    return %0 : i32
  }
}
module @m {
  func @b(%arg0: i32) -> i32 {
    %c = "std.constant"() {value = 1 : i64} : () -> i32
    return %arg0 : i32
  }
}
func @c(%arg0: i32) -> i32 {
  // expected-error@+1 {{'nope' does not reference a valid function}}
  %0 = call @nope(%arg0) : (i32) -> i32
  return %arg0 : i32
}
