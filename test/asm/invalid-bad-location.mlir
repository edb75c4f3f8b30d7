// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{operation location alias was never defined}}
"f"() : () -> () loc(#foo)

// -----

// expected-error@+1 {{expected location, but found '"y"'}}
"f"() : () -> () loc(#x)
#x = "y"

// -----

// expected-error@+1 {{expected location instance}}
"f"() : () -> () loc(foo)

// -----

// expected-error@+1 {{expected '(' in location}}
"f"() : () -> () loc "x"

// -----

// expected-error@+1 {{expected ')' in location}}
"f"() : () -> () loc("x" "y")

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"f"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error@+1 {{expected '(' in callsite location}}
"f"() : () -> () loc(callsite "a")

// -----

// expected-error@+1 {{expected ')' in callsite location}}
"f"() : () -> () loc(callsite("a" at "b" "c"))

// -----

// expected-error@+1 {{expected '[' in fused location}}
"f"() : () -> () loc(fused("a"))

// -----

// expected-error@+1 {{expected ']' in fused location}}
"f"() : () -> () loc(fused["a" "b"])

// -----

// expected-error@+1 {{expected '>' after fused location metadata}}
"f"() : () -> () loc(fused<"m"["a"])

// -----

// expected-error@+1 {{expected integer line number in FileLineColLoc}}
"f"() : () -> () loc("a":x)

// -----

// expected-error@+1 {{expected ':' in FileLineColLoc}}
"f"() : () -> () loc("a":1)

// -----

// expected-error@+1 {{expected integer column number in FileLineColLoc}}
"f"() : () -> () loc("a":1:)

// -----

// expected-error@+1 {{child of NameLoc cannot be another NameLoc}}
"f"() : () -> () loc("a"("b"))

// -----

// expected-error@+1 {{expected ')' after child location of NameLoc}}
"f"() : () -> () loc("a"("b":1:2 "c"))

// -----

// expected-error@+1 {{expected location, but found dialect attribute: '#foo.bar'}}
"f"() : () -> () loc(#foo.bar)
