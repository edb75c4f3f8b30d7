// Verifier and parser errors of scf.while and scf.condition, as mlir-opt-13 reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @w1(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to Region #1: source has 2 operands, but target successor needs 1}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func @w2(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to Region #1: source has 1 operands, but target successor needs 2}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32, %d: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func @w3(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.while (%a = %x) : (f32) -> i32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func @w4(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func @w5(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note@+1 {{terminator here}}
    scf.condition(%c) %b : f32
  }
  return
}
// -----
func @w6(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    %i = constant 1 : i32
    scf.yield %i : i32
  }
  return
}
// -----
func @w7(%c: i1, %x: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  %0 = scf.while (%a = %x) : () -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func @w8(%c: i1, %x: f32) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified}}
  %0 = scf.while (%a = %x) : f32 {
    scf.condition(%c) %a : f32
  } do {
  }
  return
}
// -----
func @w9(%c: i1, %x: f32) {
  scf.while : () -> () {
    scf.condition(%c)
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
    scf.yield
  }
  return
}
// -----
func @w10(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{terminator here}}
    "foo"() : () -> ()
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @w11(%c: i32, %x: f32) {
  scf.while : () -> () {
    // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func @w12(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}
// -----
func @w13(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}
// -----
func @w14(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 2 operands, but target successor needs 1}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %x, %x : f32, f32
  }
  return
}
// -----
func @w15(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> (i32)
  return
}
// -----
func @w16(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (f32) -> (i32)
  return
}
