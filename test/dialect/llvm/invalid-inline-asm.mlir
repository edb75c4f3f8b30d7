// llvm.inline_asm errors (messages as mlir-opt-13's).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f() {
  // expected-error@+1 {{expected ':'}}
  %0 = llvm.inline_asm "foo", "" {x} : () -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.inline_asm "foo" "" : () -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'llvm.inline_asm' 0 operands present, but expected 1}}
  %0 = llvm.inline_asm "foo", "" : (i32) -> i32
  return
}

// -----
func @f(%v: i32) {
  // expected-error@+1 {{custom op 'llvm.inline_asm' invalid kind of type specified}}
  %0 = llvm.inline_asm "foo", "" %v : i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.inline_asm' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = llvm.inline_asm "foo", "" : () -> (i32, i32)
  return
}

// -----
func @f(%t: tensor<i32>) {
  // expected-error@+1 {{'llvm.inline_asm' op operand #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = llvm.inline_asm "foo", "" %t : (tensor<i32>) -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.inline_asm' op attribute 'asm_dialect' failed to satisfy constraint: ATT (0) or Intel (1) asm dialect}}
  "llvm.inline_asm"() {asm_string = "x", constraints = "y", asm_dialect = 2 : i64} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.inline_asm' op attribute 'has_side_effects' failed to satisfy constraint: unit attribute}}
  "llvm.inline_asm"() {asm_string = "x", constraints = "y", has_side_effects = 1} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.inline_asm' op requires attribute 'constraints'}}
  "llvm.inline_asm"() {asm_string = "x"} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.inline_asm' op attribute 'asm_string' failed to satisfy constraint: string attribute}}
  "llvm.inline_asm"() {asm_string = 1, constraints = ""} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{expected non-function type}}
  %0 = llvm.inline_asm asm_dialect = bogus "foo", "" : () -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.inline_asm asm_dialect = 1 "foo", "" : () -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'llvm.inline_asm' invalid kind of attribute specified}}
  %0 = llvm.inline_asm asm_dialect = [1] "foo", "" : () -> i32
  return
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'llvm.inline_asm' invalid asm_dialect attribute specification: "bogus"}}
  %0 = llvm.inline_asm asm_dialect = "bogus" "foo", "" : () -> i32
  return
}
