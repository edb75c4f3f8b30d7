// Malformed generic scf ops that mlir-opt-13 crashes on or misreports
// (m1: a count of 4294967295; m2, m3 and m10 crash it): cmlir reports an
// error.  The other cases agree with mlir-opt-13.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics

func @m1(%c: i1, %x: f32) {
  scf.while : () -> () {
    // expected-error@+1 {{'scf.condition' op expected 1 or more operands}}
    "scf.condition"() : () -> ()
  } do {
    scf.yield
  }
  return
}
// -----
func @m2(%a: index) {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands}}
  "scf.for"(%a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}
// -----
func @m3(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op requires a single operand}}
    "scf.reduce"() ({
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }) : () -> ()
  }
  return
}
// -----
func @m4(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op expected 2 regions}}
  "scf.while"(%x) ({
  ^bb0(%a1: f32):
    scf.condition(%c) %a1 : f32
  }) : (f32) -> (f32)
  return
}
// -----
func @m5(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
  }, {
  }) : () -> ()
  return
}
// -----
func @m6(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}
// -----
func @m7(%c: i1) {
  // expected-error@+1 {{empty block: expect at least a terminator}}
  "scf.execute_region"() ({
  ^bb0:
  }) : () -> ()
  return
}
// -----
func @m8(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      // expected-error@+1 {{'scf.reduce.return' op requires a single operand}}
      "scf.reduce.return"() : () -> ()
    }
  }
  return
}
// -----
func @m9(%a: index) {
  // expected-error@+1 {{'operand_segment_sizes' attribute for specifying operand segments must have 4 elements, but got 3}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1]> : vector<3xi32>} : (index, index, index) -> ()
  return
}
// -----
func @m10(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
