// An attribute given both by the op's custom syntax and in its attr-dict is
// a parse error at the op name (upstream's check after every custom parser;
// the first duplicate in name order is reported).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @cmpi(%x: i32) {
  // expected-error@+1 {{custom op 'std.cmpi' attribute 'predicate' occurs more than once in the attribute list}}
  %0 = cmpi slt, %x, %x {predicate = 2 : i64} : i32
  return
}

// -----
func @atomic(%f: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'std.atomic_rmw' attribute 'kind' occurs more than once in the attribute list}}
  %0 = atomic_rmw addf %f, %m[%i] {kind = 0 : i64} : (f32, memref<10xf32>) -> f32
  return
}

// -----
func @constant() {
  // expected-error@+1 {{custom op 'std.constant' attribute 'value' occurs more than once in the attribute list}}
  %0 = constant {value = 1 : i32} 1 : i32
  return
}

// -----
func @segments(%c: i1) {
  // The format always adds operand_segment_sizes.
  // expected-error@+1 {{custom op 'std.cond_br' attribute 'operand_segment_sizes' occurs more than once in the attribute list}}
  cond_br %c, ^bb1, ^bb1 {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>}
^bb1:
  return
}

// -----
func @subview(%m: memref<10xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' attribute 'static_offsets' occurs more than once in the attribute list}}
  %0 = memref.subview %m[0][2][1] {static_offsets = [0]} : memref<10xf32> to memref<2xf32>
  return
}

// -----
func @dict_duplicate(%x: i32) {
  // Inside one dictionary it is the dictionary parser's error.
  // expected-error@+1 {{duplicate key 'b' in dictionary attribute}}
  %0 = addi %x, %x {b, a, b} : i32
  return
}
