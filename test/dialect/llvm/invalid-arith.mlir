// Verifier and parser errors of the llvm arithmetic, comparison, select,
// freeze and cast ops, with mlir-opt-13's messages and places.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.add"(%f, %f) : (f32, f32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%i, %j) : (i32, i64) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.add' op expected 2 operands, but found 1}}
  %0 = "llvm.add"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got '!llvm.ptr<i32>'}}
  %0 = "llvm.add"(%p, %p) : (!llvm.ptr<i32>, !llvm.ptr<i32>) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'index'}}
  %0 = "llvm.add"(%idx, %idx) : (index, index) -> index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fadd"(%i, %i) : (i32, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fadd' op requires the same type for all operands and results}}
  %0 = "llvm.fadd"(%f, %f) : (f32, f32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fneg' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fneg"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.fadd"(%f, %f) {fastmathFlags = 1 : i32} : (f32, f32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.icmp' op operand #0 must be integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.icmp"(%f, %f) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: llvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%i, %i) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.icmp' op requires attribute 'predicate'}}
  %0 = "llvm.icmp"(%i, %i) : (i32, i32) -> i1
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fcmp"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i1
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fcmp' op attribute 'predicate' failed to satisfy constraint: llvm.fcmp comparison predicate}}
  %0 = "llvm.fcmp"(%f, %f) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %i, %j) : (i1, i32, i64) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.select' op operand #1 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.select"(%c, %idx, %idx) : (i1, index, index) -> index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.freeze' op operand #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.freeze"(%idx) : (index) -> index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.freeze' op requires the same type for all operands and results}}
  %0 = "llvm.freeze"(%i) : (i32) -> i64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %i, %i : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.fcmp' 'eq' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "eq" %f, %f : f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.icmp' expected LLVM dialect-compatible type}}
  %0 = llvm.icmp "eq" %idx, %idx : index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 1 %i, %i : i32
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{use of value '%j' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.add %i, %j : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{expected ':'}}
  %0 = llvm.add %i, %i, %i : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{expected ','}}
  %0 = llvm.add %i : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.select' 2 operands present, but expected 3}}
  %0 = llvm.select %c, %i : i1, i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.bitcast' op requires a single operand}}
  %0 = "llvm.bitcast"(%i, %i) : (i32, i32) -> i64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.addrspacecast' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = "llvm.addrspacecast"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.addrspacecast' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = "llvm.addrspacecast"(%p) : (!llvm.ptr<i32>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.inttoptr' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.inttoptr"(%f) : (f32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = "llvm.inttoptr"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = "llvm.ptrtoint"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.ptrtoint' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.ptrtoint"(%p) : (!llvm.ptr<i32>) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.sext' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.sext"(%f) : (f32) -> i64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.zext' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.zext"(%i) : (i32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.trunc' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.trunc"(%f) : (f32) -> i8
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fpext' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fpext"(%i) : (i32) -> f64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fptrunc' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = "llvm.fptrunc"(%f) : (f32) -> i64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fptosi' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.fptosi"(%f) : (f32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.fptoui' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fptoui"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.sitofp"(%i) : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.uitofp' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.uitofp"(%f) : (f32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
  %0 = llvm.bitcast %i : i32
// expected-error@+1 {{custom op 'llvm.bitcast' expected 'to'}}
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{expected ':'}}
  %0 = llvm.bitcast %i to f32
  return
}

// -----
llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.bitcast' op operand #0 must be LLVM non-aggregate type, but got '!llvm.struct<(i32, f32)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i32, f32)> to i64
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.bitcast' op result #0 must be LLVM non-aggregate type, but got '!llvm.array<8 x i8>'}}
  %0 = llvm.bitcast %p : !llvm.ptr<i8> to !llvm.array<8 x i8>
  llvm.return
}
