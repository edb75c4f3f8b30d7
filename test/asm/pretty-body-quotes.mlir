// Pretty dialect attribute/type bodies: upstream 13 balances brackets only,
// quotes are not special, so a '>' inside a string literal ends the body.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected ',' or '}'}}
"f"() {a = #foo.bar<"b>c">} : () -> ()

// -----

// expected-error@+1 {{expected ')'}}
"f"() : () -> (!foo.bar<"x>y">)

// -----

// Brackets inside quotes still count: the body below is balanced.
// expected-error@+1 {{unbalanced ')' character in pretty dialect name}}
"f"() {a = #foo.bar<"q)">} : () -> ()
