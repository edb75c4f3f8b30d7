// Verifier and parser errors of scf.for (and scf.yield outside its parents), as mlir-opt-13 reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @f1(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  along control flow edge from Region #0 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32) {
    %c = constant 1 : i32
    scf.yield %c : i32
  }
  return
}
// -----
func @f2(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32) {
    scf.yield
  }
  return
}
// -----
func @f3(%a: index, %x: f32) {
  %c0 = constant 0 : index
  // expected-error@+1 {{'scf.for' op constant step operand must be positive}}
  scf.for %i = %a to %a step %c0 {
  }
  return
}
// -----
func @f4(%a: i32, %x: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be index, but got 'i32'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    %c = constant 1 : i32
    scf.yield %c : i32
  }) : (i32, i32, i32) -> ()
  return
}
// -----
func @f5(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op expected body first argument to be an index argument for the induction variable}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func @f6(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> f32
  return
}
// -----
func @f7(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of basic block args and defined values}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func @f8(%a: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op types mismatch between 0th iter operand and defined value}}
  %0 = "scf.for"(%a, %a, %a, %y) ({
  ^bb0(%i: index, %s: f32):
    scf.yield %s : f32
  }) : (index, index, index, i32) -> f32
  return
}
// -----
func @f9(%a: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op types mismatch between 0th iter region arg and defined value}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %s: i32):
    scf.yield %s : i32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func @f10(%a: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  }) : (index, index, index) -> ()
  return
}
// -----
func @f11(%a: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func @f12(%a: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func @f13(%a: index) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.parallel, scf.while'}}
  scf.yield
}
// -----
func @f14(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s = %x, %t = %x) -> (f32) {
    scf.yield %s : f32
  }
  return
}
// -----
func @f15(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %0:2 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32, f32) {
    scf.yield %s : f32
  }
  return
}
// -----
func @f16(%a: index, %x: f32) {
  // expected-error@+1 {{expected '->'}}
  scf.for %i = %a to %a step %a iter_args(%s = %x) {
  }
  return
}
// -----
func @f17(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %a to %a {
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @f18(%a: index, %x: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'index' vs 'f32'}}
  scf.for %i = %a to %a step %x {
  }
  return
}
// -----
func @f19(%a: index, %x: f32) {
  scf.for %i = %a to %a step %a {
    scf.yield %x : f32
  }
  return
}
// -----
// expected-note@+1 {{previously referenced here}}
func @f20(%a: index) {
  // expected-error@+1 {{region entry argument '%a' is already in use}}
  scf.for %a = %a to %a step %a {
  }
  return
}
