// Attribute presence / constraint errors come from upstream's op adaptor
// (emitError at the op location): no "see current operation" note, while
// operand type errors (emitOpError) get one.
// RUN: not cmlir-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %upstream_opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// CHECK: error: 'std.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
// CHECK-NOT: note:
// CHECK: error: 'std.cmpi' op attribute 'predicate' failed to satisfy constraint
// CHECK-NOT: note:
// CHECK: error: 'std.cmpi' op requires attribute 'predicate'
// CHECK-NOT: note:
// CHECK: error: 'std.assert' op attribute 'msg' failed to satisfy constraint: string attribute
// CHECK-NOT: note:
// CHECK: error: 'std.addi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK-NEXT: "std.addi"
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %0 = "std.addi"(%arg0, %arg0) : (f32, f32) -> f32

func @h(%a: i32) {
  // expected-error@+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "std.cmpi"(%a, %a) {predicate = "slt"} : (i32, i32) -> i1
  return
}

// -----
func @h(%a: i32) {
  // expected-error@+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "std.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----
func @h(%a: i32) {
  // expected-error@+1 {{'std.cmpi' op requires attribute 'predicate'}}
  %0 = "std.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----
func @h(%a: i1) {
  // expected-error@+1 {{'std.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "std.assert"(%a) {msg = 1} : (i1) -> ()
  return
}

// -----
func @h(%a: f32) {
  // expected-error@+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "std.addi"(%a, %a) : (f32, f32) -> f32
  return
}
