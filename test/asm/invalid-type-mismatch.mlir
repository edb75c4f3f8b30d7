// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-note@+1 {{prior use here}}
%0 = "f"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"g"(%0) : (i64) -> ()

// -----

// expected-note@+1 {{previously used here with type 'i32'}}
"g"(%x) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%x#0' has type 'i64'}}
%x = "f"() : () -> i64

// -----

// expected-note@+1 {{prior use here}}
"g"(%x, %x) : (i32, f32) -> ()
// expected-error@-1 {{use of value '%x' expects different type than prior uses: 'f32' vs 'i32'}}
