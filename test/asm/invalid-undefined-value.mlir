// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.bar"(%x) : (i32) -> ()

// -----

%0 = "f"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"g"(%0#3) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "f"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "f"() : () -> i32

// -----

"f"() ({
  %x = "g"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"h"(%x) : (i32) -> ()

// -----

"f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{use of undeclared SSA value name}}
  "g"(%b, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected 1 operand type}}
"f"(%a) : () -> ()
