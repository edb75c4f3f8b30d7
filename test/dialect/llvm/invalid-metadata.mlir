// Errors of llvm.metadata, llvm.access_group and the llvm.loop attribute
// (messages as mlir-opt-13's).
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'llvm.metadata' op region should have no arguments}}
"llvm.metadata"() ({
^bb0(%a: i32):
  "test.terminator"() : () -> ()
}) {sym_name = "m"} : () -> ()

// -----
// expected-error@+1 {{'llvm.metadata' op Operations with a 'SymbolTable' must have exactly one block}}
llvm.metadata @m {
}

// -----
// expected-error@+1 {{'llvm.metadata' op requires string attribute 'sym_name'}}
"llvm.metadata"() ({
  "test.terminator"() : () -> ()
}) : () -> ()

// -----
// expected-error@+1 {{'llvm.metadata' op requires one region}}
"llvm.metadata"() {sym_name = "m"} : () -> ()

// -----
// expected-error@+1 {{custom op 'llvm.metadata' expected valid '@'-identifier for symbol name}}
llvm.metadata m {
  "test.terminator"() : () -> ()
}

// -----
// expected-error@+1 {{'llvm.access_group' op expects parent op 'llvm.metadata'}}
llvm.access_group @g

// -----
llvm.metadata @m {
  // expected-error@+1 {{'llvm.access_group' op requires string attribute 'sym_name'}}
  "llvm.access_group"() : () -> ()
  "test.terminator"() : () -> ()
}

// -----
llvm.metadata @m {
  // expected-note@+1 {{see existing symbol definition here}}
  llvm.access_group @g
  // expected-error@+1 {{redefinition of symbol named 'g'}}
  llvm.access_group @g
  "test.terminator"() : () -> ()
}

// -----
llvm.metadata @m {
  // expected-error@+1 {{custom op 'llvm.access_group' expected valid '@'-identifier for symbol name}}
  llvm.access_group g
  "test.terminator"() : () -> ()
}

// -----
func @f() {
  // expected-error@+1 {{'test.op' op expected 'llvm.loop' to be a dictionary attribute}}
  "test.op"() {llvm.loop = 1} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'test.op' op expected 'parallel_access' to be an array attribute}}
  "test.op"() {llvm.loop = {parallel_access = 1}} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'test.op' op expected '1 : i64' to be a symbol reference}}
  "test.op"() {llvm.loop = {parallel_access = [1]}} : () -> ()
  return
}

// -----
llvm.metadata @m {
  llvm.access_group @g
  "test.terminator"() : () -> ()
}
func @f() {
  // expected-error@+1 {{'test.op' op expected '@m' to reference an access_group op}}
  "test.op"() {llvm.loop = {parallel_access = [@m]}} : () -> ()
  return
}

// -----
llvm.metadata @m {
  llvm.access_group @g
  "test.terminator"() : () -> ()
}
func @f() {
  // expected-error@+1 {{'test.op' op expected '@m::@g::@h' to reference an access_group op}}
  "test.op"() {llvm.loop = {parallel_access = [@m::@g::@h]}} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'test.op' op expected '@f::@g' to reference a metadata op}}
  "test.op"() {llvm.loop = {parallel_access = [@f::@g]}} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'test.op' op expected 'options' to be a `loopopts` attribute}}
  "test.op"() {llvm.loop = {options = 1}} : () -> ()
  return
}

// -----
llvm.func @f(%p: !llvm.ptr<i32>) {
  // expected-error@+1 {{'llvm.load' op expected '@nope::@x' to reference a metadata op}}
  %0 = llvm.load %p {access_groups = [@nope::@x]} : !llvm.ptr<i32>
  llvm.return
}

// -----
llvm.metadata @m {
  llvm.access_group @g
  llvm.return
}
llvm.func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.store' op expected '@m::@y' to reference an access_group op}}
  llvm.store %v, %p {access_groups = [@m::@g, @m::@y]} : !llvm.ptr<i32>
  llvm.return
}

// -----
llvm.metadata @m {
  llvm.access_group @g
  llvm.return
}
llvm.func @f() {
  // expected-error@+1 {{'llvm.br' op expected 'options' to be a `loopopts` attribute}}
  llvm.br ^bb1 {llvm.loop = {parallel_access = [@m::@g], options = #llvm.fastmath<fast>}}
^bb1:
  llvm.return
}
