// Verifier and parse errors of llvm.invoke, llvm.landingpad, llvm.resume
// (messages as mlir-opt-13's).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%v: i32) {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb1 : (i32) -> i32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{custom op 'llvm.invoke' expected 'unwind'}}
  %0 = llvm.invoke @g(%v) to ^bb1 : (i32) -> i32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{custom op 'llvm.invoke' expected 'to'}}
  %0 = llvm.invoke @g(%v) ^bb1 unwind ^bb1 : (i32) -> i32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{custom op 'llvm.invoke' invalid kind of type specified}}
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb1 : i32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{custom op 'llvm.invoke' 2 operands present, but expected 1}}
  %0 = llvm.invoke @g(%v, %v) to ^bb1 unwind ^bb1 : (i32) -> i32
^bb1:
  return
}

// -----
func @f(%fp: !llvm.ptr<func<i32 (i32)>>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.invoke' expected function with 0 or 1 result}}
  %0:2 = llvm.invoke %fp(%v) to ^bb1 unwind ^bb1 : (i32) -> (i32, i32)
^bb1:
  return
}

// -----
func @f(%fp: !llvm.ptr<func<i32 (i32)>>, %v: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%fp' expects different type than prior uses: '!llvm.ptr<func<f32 (i32)>>' vs '!llvm.ptr<func<i32 (i32)>>'}}
  %0 = llvm.invoke %fp(%v) to ^bb1 unwind ^bb1 : (i32) -> f32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{'llvm.invoke' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = llvm.invoke @g::@h(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{'llvm.invoke' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> tensor<i32>
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  %0 = llvm.invoke @g(%v) to ^bb1(%v : i32) unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{'llvm.invoke' op requires 1D vector attribute 'operand_segment_sizes'}}
  "llvm.invoke"(%v)[^bb1, ^bb2] {callee = @g} : (i32) -> i32
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{'llvm.invoke' op requires 2 successors but found 1}}
  "llvm.invoke"(%v)[^bb1] {callee = @g, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> i32
^bb1:
  return
}

// -----
func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %lp = llvm.landingpad : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32, %q: !llvm.ptr<i8>) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %lp = llvm.landingpad (filter %q : !llvm.ptr<i8>) : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32, %q: !llvm.ptr<i8>) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  // expected-error@+1 {{expected ':'}}
  %lp = llvm.landingpad (bogus %q : !llvm.ptr<i8>) : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  // expected-error@+1 {{expected ':'}}
  %lp = llvm.landingpad cleanup {foo} : i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  // expected-error@+1 {{'llvm.landingpad' op attribute 'cleanup' failed to satisfy constraint: unit attribute}}
  %lp = "llvm.landingpad"() {cleanup = 1} : () -> i32
  llvm.resume %lp : i32
}

// -----
func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  // expected-error@+1 {{'llvm.resume' op expects landingpad value as operand}}
  llvm.resume %v : i32
}

// -----
func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  return
^bb2:
  %lp = llvm.landingpad cleanup : i32
  // expected-error@+1 {{'llvm.resume' op requires a single operand}}
  "llvm.resume"(%lp, %lp) : (i32, i32) -> ()
}

// -----
llvm.func @g(i32) -> i32
llvm.func @f(%v: i32) {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
}

// -----
llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @f(%v: i32, %pq: !llvm.ptr<ptr<i8>>) attributes {personality = @pers} {
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %b = llvm.bitcast %pq : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
  // expected-error@+1 {{constant clauses expected}}
  %lp = llvm.landingpad (catch %b : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
}

// -----
llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @f(%v: i32, %q: !llvm.ptr<i8>) attributes {personality = @pers} {
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %lp = llvm.landingpad (catch %q : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
}

// -----
llvm.func @f(%v: i32) {
  // expected-error@+1 {{must have at least one operation in unwind destination}}
  %0 = llvm.invoke @g(%v) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
}
