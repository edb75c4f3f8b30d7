// Errors of the custom-form parser API that upstream raises through
// OpAsmParser::emitError carry "custom op 'NAME' " (keywords, integers,
// symbol names, operand counts); the others do not.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: i32) {
  // expected-error@+1 {{custom op 'std.index_cast' expected 'to'}}
  %0 = index_cast %a : i32 t index
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{custom op 'unrealized_conversion_cast' expected 'to'}}
  %0 = unrealized_conversion_cast %a : i32 into i64
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{custom op 'std.call' 1 operands present, but expected 2}}
  call @f(%a) : (i32, i32) -> ()
  return
}

// -----
// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global foo : memref<2xf32>

// -----
func @f(%a: i32, %b: i32) {
  switch %a : i32, [
    // expected-error@+1 {{custom op 'std.switch' 2 operands present, but expected 1}}
    default: ^bb1(%a, %b : i32)
  ]
^bb1(%x: i32, %y: i32):
  return
}

// -----
func @f(%a: i32, %b: i32) {
  switch %a : i32, [
    // expected-error@+1 {{custom op 'std.switch' 2 operands present, but expected 1}}
    default: ^bb1(%a : i32),
    4: ^bb1(%a, %b : i32)
  ]
^bb1(%x: i32):
  return
}

// -----
func @f(%a: i32) {
  switch %a : i32, [
    // expected-error@+1 {{custom op 'std.switch' expected 'default'}}
    defaul: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----
func @f(%a: i32) {
  switch %a : i32, [
    default: ^bb1(%a : i32),
    // expected-error@+1 {{custom op 'std.switch' expected integer value}}
    x: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----
func @f(%a: i32) {
  switch %a : i32, [
    // expected-error@+1 {{expected ':'}}
    default: ^bb1()
  ]
^bb1:
  return
}

// -----
func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' expected valid keyword}}
  memref.prefetch %a[%i], 3, locality<3>, data : memref<4xf32>
  return
}

// -----
func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %a[%i], read, localit<3>, data : memref<4xf32>
  return
}

// -----
func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' invalid kind of attribute specified}}
  memref.prefetch %a[%i], read, locality<"s">, data : memref<4xf32>
  return
}

// -----
func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected non-function type}}
  memref.prefetch %a[%i], read, locality<x>, data : memref<4xf32>
  return
}

// -----
func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' expected 'to'}}
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> t memref<4x4xf32, offset:0, strides: [8, 1]>
  return
}

// -----
func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'std.select' expected 3 operands}}
  %0 = select %a, %b : i32
  return
}
