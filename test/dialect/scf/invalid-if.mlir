// Verifier and parser errors of scf.if and scf.execute_region, as mlir-opt-13 reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @g1(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @g2(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %i = constant 1 : i32
    scf.yield %i : i32
  }
  return
}
// -----
func @g3(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.if %c -> (f32) {
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @g4(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}
// -----
func @g5(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}
// -----
func @g6(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%a: i32):
    scf.yield
  }) : (i1) -> ()
  return
}
// -----
func @g7(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}
// -----
func @g8(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}
// -----
func @g9(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.if %c {
    scf.yield %x : f32
  }
  return
}
// -----
func @g10(%c: i1, %x: f32) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.if %c else {
  }
  return
}
// -----
func @g11(%c: i1, %x: f32) {
  %0 = scf.execute_region -> f32 {
    %i = constant 1 : i32
    scf.yield %i : i32
  }
  return
}
// -----
func @g12(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}
// -----
func @g13(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}
// -----
func @g14(%c: i1, %x: f32) {
  scf.execute_region {
    "foo"() : () -> ()
  }
  return
}
// -----
func @g15(%c: i1, %x: f32) {
  %0 = scf.execute_region -> f32 {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : f32
  ^bb2:
    scf.yield %x : f32
  }
  return
}
// -----
func @g16(%c: i1, %x: f32) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'scf.condition'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  scf.if %c {
    scf.condition(%c)
  }
  return
}
