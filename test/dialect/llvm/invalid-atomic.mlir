// Verifier and parse errors of llvm.atomicrmw, llvm.cmpxchg, llvm.fence
// (messages as mlir-opt-13's).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' 'and' is an incorrect value of the 'bin_op' attribute}}
  %0 = llvm.atomicrmw and %p, %v seq_cst : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' 'bogus' is an incorrect value of the 'ordering' attribute}}
  %0 = llvm.atomicrmw add %p, %v bogus : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' expected valid keyword}}
  %0 = llvm.atomicrmw add %p, %v : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.atomicrmw add %p %v seq_cst : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v seq_cst : i32
  return
}

// -----
func @f(%p: !llvm.ptr<f32>, %v: f32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v seq_cst : f32
  return
}

// -----
func @f(%p: !llvm.ptr<i7>, %v: i7) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw max %p, %v seq_cst : i7
  return
}

// -----
func @f(%p: !llvm.ptr<i128>, %v: i128) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v seq_cst : i128
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : i32
  return
}

// -----
func @f(%p: !llvm.ptr<vector<2xi32>>, %v: vector<2xi32>) {
  // expected-error@+1 {{'llvm.atomicrmw' op operand #0 must be LLVM pointer to floating point LLVM type or integer, but got '!llvm.ptr<vector<2xi32>>'}}
  %0 = llvm.atomicrmw add %p, %v seq_cst : vector<2xi32>
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i64) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR element type for operand #0 to match type for operand #1}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i64) -> i64
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR result type to match type for operand #1}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i32) -> f32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op result #0 must be floating point LLVM type or integer, but got 'tensor<i32>'}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i32) -> tensor<i32>
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op attribute 'bin_op' failed to satisfy constraint: llvm.atomicrmw binary operations}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 13 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i32) -> i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 8 : i64} : (!llvm.ptr<i32>, i32) -> i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op requires attribute 'bin_op'}}
  %0 = "llvm.atomicrmw"(%p, %v) {ordering = 6 : i64} : (!llvm.ptr<i32>, i32) -> i32
  return
}

// -----
func @f(%p: !llvm.ptr<f32>, %v: f32) {
  // expected-error@+1 {{'llvm.cmpxchg' op operand #0 must be LLVM pointer to integer or LLVM pointer type, but got '!llvm.ptr<f32>'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : f32
  return
}

// -----
func @f(%p: !llvm.ptr<i128>, %v: i128) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : i128
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic not_atomic : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst release : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel acq_rel : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.cmpxchg' 'bad' is an incorrect value of the 'success_ordering' attribute}}
  %0 = llvm.cmpxchg %p, %v, %v bad seq_cst : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.cmpxchg' 'bad' is an incorrect value of the 'failure_ordering' attribute}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst bad : i32
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32, %w: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op expected LLVM IR element type for operand #0 to match type for all other operands}}
  %0 = "llvm.cmpxchg"(%p, %v, %w) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, i64) -> !llvm.struct<(i32, i1)>
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op result #0 must be an LLVM struct type with any integer or pointer followed by a single-bit integer, but got '!llvm.struct<(i32, i32)>'}}
  %0 = "llvm.cmpxchg"(%p, %v, %v) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32, %f: f32) {
  // expected-error@+1 {{'llvm.cmpxchg' op operand #2 must be integer or LLVM pointer type, but got 'f32'}}
  %0 = "llvm.cmpxchg"(%p, %v, %f) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, f32) -> !llvm.struct<(i32, i1)>
  return
}

// -----
func @f(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op requires attribute 'success_ordering'}}
  %0 = "llvm.cmpxchg"(%p, %v, %v) {failure_ordering = 2 : i64} : (!llvm.ptr<i32>, i32, i32) -> !llvm.struct<(i32, i1)>
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence syncscope("x") unordered
  return
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'llvm.fence' 'bogus' is an incorrect value of the 'ordering' attribute}}
  llvm.fence syncscope("a") bogus
  return
}

// -----
func @f() {
  // expected-error@+1 {{expected '('}}
  llvm.fence syncscope "a" acquire
  return
}

// -----
func @f() {
  // expected-error@+1 {{expected ')'}}
  llvm.fence syncscope("a" acquire
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.fence' op requires attribute 'syncscope'}}
  "llvm.fence"() {ordering = 4 : i64} : () -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{custom op 'llvm.fence' invalid kind of attribute specified}}
  llvm.fence syncscope(1) acquire
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.fence' op attribute 'syncscope' failed to satisfy constraint: string attribute}}
  "llvm.fence"() {ordering = 4 : i64, syncscope = 1} : () -> ()
  return
}
