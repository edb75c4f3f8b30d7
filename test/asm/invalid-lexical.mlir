// REQUIRES: upstream
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{unexpected character}}
$

// -----

"f"() {a = "abc
// expected-error@-1 {{expected '"' in string literal}}

// -----

// expected-error@+1 {{unknown escape in string literal}}
"f"() {a = "ab\q"} : () -> ()

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"f"() {a = .} : () -> ()

// -----

// expected-error@+1 {{invalid SSA name}}
"f"(% ) : () -> ()

// -----

"f"() ({
// expected-error@+1 {{invalid block name}}
^ :
}) : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"f"() {a = # } : () -> ()

// -----

// expected-error@+1 {{invalid type identifier}}
"f"() {a = ! } : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"f"() {a = @1} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"f"() {a = 1 / 2} : () -> ()
