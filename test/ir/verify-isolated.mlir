// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// A function nested in another op cannot capture values from outside.
func @outer(%arg: i32) {
  "foo.region"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func @inner() {
      // expected-error@+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%arg) : (i32) -> ()
      "foo.term"() : () -> ()
    }
    "foo.term"() : () -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

// The check looks through nested non-isolated regions.
%0 = "foo.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
func @f() {
  "foo.region"() ({
    "foo.region"() ({
      // expected-error@+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

// Values of the function itself are fine anywhere inside it.
func @ok(%arg: i32) {
  %0 = "foo.def"() : () -> i32
  "foo.region"() ({
    "foo.use"(%arg, %0) : (i32, i32) -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}
