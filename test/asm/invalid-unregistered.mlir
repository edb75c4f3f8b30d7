// REQUIRES: upstream
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-13 %s -split-input-file -verify-diagnostics

func @f() {
  // expected-error@+1 {{type created with unregistered dialect}}
  "std.return"() {a = !foo<"x">} : () -> ()
}

// -----

func @f() {
  // expected-error@+1 {{attribute created with unregistered dialect}}
  "std.return"() {a = #foo<"x">} : () -> ()
}

// -----

func @f() {
  // expected-error@+1 {{type created with unregistered dialect}}
  "std.return"() {a = !foo.bar<1>} : () -> ()
}
