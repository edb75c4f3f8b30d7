// Verifier and parser errors of the llvm branch ops and llvm.call, with
// mlir-opt-13's messages.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights(dense<[1, 2, 3]> : vector<3xi32>), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  llvm.cond_br %a, ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%x: i32):
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  llvm.br ^bb1(%a : i64)
^bb1(%x: i32):
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1 [
    1: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1 []
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1
// expected-error@+1 {{expected '['}}
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1 [
    -1: ^bb1,
// expected-error@+1 {{custom op 'llvm.switch' integer value too large}}
    4294967296: ^bb1(%a : i32)
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i64) {
// expected-error@+1 {{'llvm.switch' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, case_operand_offsets = dense<0> : vector<1xi32>, branch_weights = dense<[1, 2, 3]> : vector<3xi32>} : (i64) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i64) {
// expected-error@+1 {{'llvm.switch' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i64) -> ()
^bb1:
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @f(%c: i1, %a: i64) {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  llvm.switch %a, ^bb1 [
    7: ^bb1
  ] {branch_weights = dense<[1, 2]> : vector<2xi32>}
^bb1:
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @f(%c: i1, %a: f32) {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'f32'}}
  llvm.switch %a, ^bb1 [
    7: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.unreachable
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights(dense<[1, 2]> : vector<2xi32>), ^bb1(%a : i32), ^bb2(%c, %c : i1, i1)
^bb1(%x: i32):
  llvm.br ^bb2(%c, %c : i1, i1)
^bb2(%y: i1, %z: i1):
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{'llvm.cond_br' op attribute 'branch_weights' failed to satisfy constraint: constant vector/tensor attribute}}
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights(dense<[1, 2]> : vector<2xi64>), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1 [
    -1: ^bb1,
// expected-error@+1 {{custom op 'llvm.switch' integer value too large}}
    2147483648: ^bb2(%a : i32),
    4294967295: ^bb1
  ]
^bb1:
  llvm.return
^bb2(%x: i32):
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1]> : vector<1xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, branch_weights = dense<[1, 2, 3]> : vector<3xi32>} : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
// expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1]> : vector<1xi64>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  llvm.switch %a, ^bb1(%a : i32) [
    1: ^bb1(%a : i32)
  ] {branch_weights = dense<[3, 4]> : vector<2xi32>}
^bb1(%x: i32):
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32) {
  "llvm.cond_br"(%c)[^bb1, ^bb1] {branch_weights = dense<[1, 2, 3]> : vector<3xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @g(i32) -> i32
llvm.func @v()
llvm.func @va(i32, ...)
llvm.func @f(%a: i32, %fp: !llvm.ptr<func<i32 (i32)>>) {
  %0 = llvm.call @g(%a) : (i32) -> i32
  llvm.call @v() : () -> ()
  llvm.call @va(%a, %a, %a) : (i32, i32, i32) -> ()
  %1 = llvm.call %fp(%a) : (i32) -> i32
  %2 = llvm.call @g(%a) {foo} : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  %0 = llvm.call @nope(%a) : (i32) -> i32
  llvm.return
}
// -----
func @h(%a: i32) -> i32 {
  return %a : i32
}
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op 'h' does not reference a valid LLVM function}}
  %0 = llvm.call @h(%a) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @g(%a, %a) : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @va(i32, i32, ...)
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op incorrect number of operands (1) for varargs callee (expecting at least: 2)}}
  llvm.call @va(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @g(i32) -> i32
llvm.func @f(%a: i64) {
// expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i64) -> i32
  llvm.return
}
// -----
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  llvm.call @g(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @v()
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != '!llvm.void'}}
  %0 = llvm.call @v() : () -> i32
  llvm.return
}
// -----
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i32) -> i64
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = llvm.call @g(%a) : (i32) -> (i32, i32)
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
// expected-error@+1 {{custom op 'llvm.call' expected function type}}
  %0 = llvm.call @g(%a) : i32
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @f(%a: i32, %p: !llvm.ptr<i32>) {
// expected-error@+1 {{use of value '%p' expects different type than prior uses: '!llvm.ptr<func<i32 (i32)>>' vs '!llvm.ptr<i32>'}}
  %0 = llvm.call %p(%a) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%a: i32, %p: i32) {
// expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: '<<NULL TYPE>>'}}
  %0 = "llvm.call"(%p, %a) : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%a: i32, %p: i32) {
// expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  %0 = "llvm.call"() : () -> i32
  llvm.return
}
// -----
llvm.func @f(%a: i32, %p: !llvm.ptr<i32>) {
// expected-error@+1 {{'llvm.call' op callee does not have a functional type: 'i32'}}
  %0 = "llvm.call"(%p) : (!llvm.ptr<i32>) -> i32
  llvm.return
}
// -----
llvm.func @f(%a: i32, %p: !llvm.ptr<i32>) {
// expected-error@+1 {{custom op 'llvm.call' invalid kind of attribute specified}}
  %0 = llvm.call "g"(%a) : (i32) -> i32
  llvm.return
}
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(%a: index) {
  %0 = llvm.call @f(%a) : (index) -> i32
  llvm.return
}
// -----
llvm.func @v()
llvm.func @f(%a: i32) {
  %0 = "llvm.call"() {callee = @v} : () -> !llvm.void
  llvm.return
}
// -----
llvm.func @f(%a: i32, %fp: !llvm.ptr<func<void (i32)>>) {
  llvm.call %fp(%a) : (i32) -> ()
  llvm.call @f(%a, %fp) : (i32, !llvm.ptr<func<void (i32)>>) -> !llvm.void
  llvm.return
}
// -----
llvm.func @f(%a: i32, %fp: !llvm.ptr<func<void (index)>>) {
// expected-error@+1 {{custom op 'llvm.call' expected LLVM types as inputs}}
  llvm.call %fp(%a) : (index) -> ()
  llvm.return
}

