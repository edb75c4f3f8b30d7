// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

%0 = "test.def"() : () -> i32
// expected-error@+1 {{1 operands present, but expected 2}}
%1 = unrealized_conversion_cast %0 : i32, i32 to i64

// -----
%0 = "test.def"() : () -> i32
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%1 = unrealized_conversion_cast %0 : i32 to i64, i32

// -----
%0 = "test.def"() : () -> i32
// expected-error@+1 {{expected 'to'}}
%1 = unrealized_conversion_cast %0 : i32 i64

// -----

func @no_results(%a: i32) {
  // expected-error@+1 {{'unrealized_conversion_cast' op expected at least one result for cast operation}}
  "unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}
