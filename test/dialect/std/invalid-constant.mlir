// std.constant verifier and parser errors.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s

func @no_value() {
  // expected-error @+1 {{'std.constant' op requires attribute 'value'}}
  %0 = "std.constant"() : () -> i32
  return
}

// -----

func @type_mismatch() {
  // expected-error @+1 {{'std.constant' op requires attribute's type ('i64') to match op's return type ('i32')}}
  %0 = "std.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func @float_type_mismatch() {
  // expected-error @+1 {{'std.constant' op requires attribute's type ('f32') to match op's return type ('f64')}}
  %0 = "std.constant"() {value = 1.0 : f32} : () -> f64
  return
}

// -----

func @shape_mismatch() {
  // expected-error @+1 {{'std.constant' op requires attribute's type ('tensor<2xi32>') to match op's return type ('tensor<3xi32>')}}
  %0 = "std.constant"() {value = dense<1> : tensor<2xi32>} : () -> tensor<3xi32>
  return
}

// -----

func @not_signless() {
  // expected-error @+1 {{'std.constant' op requires integer result types to be signless}}
  %0 = "std.constant"() {value = 1 : ui8} : () -> ui8
  return
}

// -----

func @symbol_not_function() {
  // expected-error @+1 {{'std.constant' op unsupported 'value' attribute: @g}}
  %0 = "std.constant"() {value = @g} : () -> i32
  return
}

// -----

func @string_value() {
  // expected-error @+1 {{'std.constant' op unsupported 'value' attribute: "foo"}}
  %0 = "std.constant"() {value = "foo"} : () -> i32
  return
}

// -----

func @undefined_function() {
  // expected-error @+1 {{'std.constant' op reference to undefined function 'nothere'}}
  %0 = constant @nothere : () -> ()
  return
}

// -----

func @mismatched_function() {
  // expected-error @+1 {{'std.constant' op reference to function with mismatched type}}
  %0 = constant @mismatched_function : (i32) -> ()
  return
}

// -----

func @complex_elements() {
  // expected-error @+1 {{'std.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('i32')}}
  %0 = "std.constant"() {value = [1, 2]} : () -> complex<i32>
  return
}

// -----

func @complex_not_pair() {
  // expected-error @+1 {{'std.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = "std.constant"() {value = [1 : i32]} : () -> complex<i32>
  return
}

// -----

func @float_needs_float() {
  // expected-error @+1 {{'std.constant' op requires 'value' to be a floating point constant}}
  %0 = "std.constant"() {value = unit} : () -> f32
  return
}

// -----

func @shaped_needs_elements() {
  // expected-error @+1 {{'std.constant' op requires 'value' to be a shaped constant}}
  %0 = "std.constant"() {value = unit} : () -> vector<4xf32>
  return
}

// -----

func @function_needs_symbol() {
  // expected-error @+1 {{'std.constant' op requires 'value' to be a function reference}}
  %0 = "std.constant"() {value = unit} : () -> (() -> ())
  return
}

// -----

func @unit_not_none() {
  // expected-error @+1 {{'std.constant' op unsupported 'value' attribute: unit}}
  %0 = "std.constant"() {value = unit} : () -> i32
  return
}

// -----

func @results() {
  // expected-error @+1 {{'std.constant' op requires one result}}
  "std.constant"() {value = 1 : i32} : () -> ()
  return
}

// -----

func @operands(%a: i32) {
  // expected-error @+1 {{'std.constant' op requires zero operands}}
  %0 = "std.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return
}

// -----

func @symbol_needs_type() {
  // expected-error @+2 {{expected ':'}}
  %0 = constant @symbol_needs_type
  return
}

// -----

func @bad_attribute() {
  // expected-error @+1 {{expected non-function type}}
  %0 = constant : i32
  return
}

// -----

func @complex_untyped_elements() {
  // expected-error @+1 {{'std.constant' op requires attribute's element types ('none', 'none') to match the element type of the op's return type ('i32')}}
  %0 = "std.constant"() {value = [unit, "x"]} : () -> complex<i32>
  return
}

// -----

func @duplicate_value() {
  // expected-error @+1 {{custom op 'std.constant' attribute 'value' occurs more than once in the attribute list}}
  %0 = constant {value = 1 : i32} 2 : i32
  return
}

// -----

func @affine_map_value() {
  // expected-error @+1 {{'std.constant' op unsupported 'value' attribute: affine_map<(d0) -> (d0)>}}
  %0 = constant affine_map<(d0) -> (d0)>
  return
}
