// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

!a = type i32
// expected-error@+1 {{redefinition of type alias id 'a'}}
!a = type i64

// -----

#x = 1
// expected-error@+1 {{redefinition of attribute alias id 'x'}}
#x = 2

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#x.y = 1

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!x.y = type i32

// -----

// expected-error@+1 {{expected 'type' in type alias definition}}
!a = i32

// -----

// expected-error@+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"f"() {a = #nope} : () -> ()
