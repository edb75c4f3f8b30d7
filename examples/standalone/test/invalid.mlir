// RUN: standalone-opt %s -split-input-file -verify-diagnostics

func @level_too_high(%x: i32) {
  // expected-error@+1 {{'standalone.wrap' op level 4 is larger than the maximum 3}}
  %0 = standalone.wrap %x {level = #standalone.level<4>} : i32 -> !standalone.custom<"a">
  return
}

// -----

func @wrong_result(%x: i32) {
  // expected-error@+1 {{'standalone.wrap' op result #0 must be standalone custom type, but got 'i32'}}
  %0 = "standalone.wrap"(%x) {level = #standalone.level<1>} : (i32) -> i32
  return
}

// -----

func @wrong_level_kind(%x: i32) {
  // expected-error@+1 {{'standalone.wrap' op attribute 'level' failed to satisfy constraint: standalone level attribute}}
  %0 = "standalone.wrap"(%x) {level = 1 : i64} : (i32) -> !standalone.custom<"a">
  return
}

// -----

func @foo_types(%x: i32) {
  // expected-error@+1 {{'standalone.foo' op requires the same type for all operands and results}}
  %0 = "standalone.foo"(%x) : (i32) -> i64
  return
}

// -----

// expected-error@+1 {{level must be non-negative, got -1}}
func private @negative() attributes {l = #standalone.level<-1>}

// -----

// expected-error@+1 {{unknown standalone type: other}}
func private @unknown_type(!standalone.other<"x">)
