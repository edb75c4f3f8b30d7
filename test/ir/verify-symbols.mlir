// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-note@+1 {{see existing symbol definition here}}
func private @dup()
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func private @dup()

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @m {
  }
  // expected-error@+1 {{redefinition of symbol named 'm'}}
  module @m {
  }
}

// -----

// Any op with a `sym_name` string attribute defines a symbol.
// expected-note@+1 {{see existing symbol definition here}}
"foo.sym"() {sym_name = "s"} : () -> ()
// expected-error@+1 {{redefinition of symbol named 's'}}
func private @s()

// -----

// Nested symbol tables are separate scopes.
module @a {
  module @b {
    func private @p()
  }
  func private @p()
  "foo.sym"() {sym_name = "b2"} : () -> ()
  "foo.other"() {sym_name = 1 : i32} : () -> ()
  "foo.other"() {sym_name = 1 : i32} : () -> ()
}
