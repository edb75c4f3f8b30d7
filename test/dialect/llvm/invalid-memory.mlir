// Verifier and parser errors of llvm alloca / load / store /
// getelementptr, the aggregate and vector ops and the constants.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.alloca' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.alloca %i x i32 : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %i x i32 : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %i x i32 {alignment = "a"} : (i32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.alloca' op operand #0 must be integer, but got 'f32'}}
  %0 = llvm.alloca %f x i64 : (f32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.alloca' expected 'x'}}
  %0 = llvm.alloca %i y i64 : (i32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "llvm.alloca"(%i) {alignment = 4 : i32} : (i32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.load' expected LLVM pointer type}}
  %0 = llvm.load %i : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer to LLVM type with size, but got 'i32'}}
  %0 = "llvm.load"(%i) : (i32) -> i64
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "llvm.load"(%p) {alignment = 4 : i32} : (!llvm.ptr<i32>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.load' op attribute 'volatile_' failed to satisfy constraint: unit attribute}}
  %0 = "llvm.load"(%p) {volatile_ = 1} : (!llvm.ptr<i32>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.store' expected LLVM pointer type}}
  llvm.store %i, %i : i32
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  llvm.store %f, %p : !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.store' op operand #1 must be LLVM pointer to LLVM type with size, but got 'i32'}}
  "llvm.store"(%i, %i) : (i32, i32) -> ()
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.load' attribute 'volatile_' occurs more than once in the attribute list}}
  %0 = llvm.load volatile %p {volatile_} : !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.getelementptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<i32>, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.getelementptr' op operand #1 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.getelementptr %p[%f] : (!llvm.ptr<i32>, f32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.getelementptr' 2 operands present, but expected 1}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<i32>) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.getelementptr' invalid kind of type specified}}
  %0 = llvm.getelementptr %p[%i] : !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.getelementptr %i[%i] : (i32, i32) -> !llvm.ptr<i32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds}}
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds}}
  %0 = llvm.extractvalue %s[-1] : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type}}
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractvalue' expected an array of integer literals}}
  %0 = llvm.extractvalue %s["a"] : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR Dialect type}}
  %0 = llvm.extractvalue %idx[0] : index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.extractvalue %s 0 : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%s) {position = [1]} : (!llvm.struct<(i32, f32)>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op position out of bounds5}}
  %0 = "llvm.extractvalue"(%s) {position = [5]} : (!llvm.struct<(i32, f32)>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op expected an array of integer literals, got: "a"}}
  %0 = "llvm.extractvalue"(%s) {position = ["a"]} : (!llvm.struct<(i32, f32)>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op attribute 'position' failed to satisfy constraint: array attribute}}
  %0 = "llvm.extractvalue"(%s) {position = 1} : (!llvm.struct<(i32, f32)>) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.extractvalue"(%i) {position = [0]} : (i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%s) {position = [0, 1]} : (!llvm.struct<(i32, f32)>) -> i32
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = llvm.insertvalue %f, %s[0] : !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %f) {position = [0]} : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.insertvalue' op result #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.insertvalue"(%s, %i) {position = [0]} : (!llvm.struct<(i32, f32)>, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.extractelement' expected LLVM dialect-compatible vector type for operand #1}}
  %0 = llvm.extractelement %f[%i : i32] : f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractelement' op Type mismatch: extracting from 'vector<4xf32>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractelement"(%vf, %i) : (vector<4xf32>, i32) -> i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.extractelement' op operand #1 must be integer, but got 'f32'}}
  %0 = "llvm.extractelement"(%vf, %f) : (vector<4xf32>, f32) -> f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.insertelement' expected LLVM dialect-compatible vector type for operand #1}}
  %0 = llvm.insertelement %f, %f[%i : i32] : f32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.insertelement' op Type mismatch: cannot insert 'i32' into 'vector<4xf32>'}}
  %0 = "llvm.insertelement"(%vf, %i, %i) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{custom op 'llvm.shufflevector' expected LLVM IR dialect vector type for operand #1}}
  %0 = llvm.shufflevector %f, %vf [0 : i32] : f32, vector<4xf32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.shufflevector' op expected matching LLVM IR Dialect element types}}
  %0 = llvm.shufflevector %vf, %v [0 : i32] : vector<4xf32>, vector<4xi32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.shufflevector %vf, %vf 5 : vector<4xf32>, vector<4xf32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.shufflevector' op requires attribute 'mask'}}
  %0 = "llvm.shufflevector"(%vf, %vf) : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.constant(1 : i32) : index
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.mlir.null : i32
  return
}
// -----
func @f(%i: i32, %j: i64, %f: f32, %p: !llvm.ptr<i32>, %v: vector<4xi32>, %vf: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, f32)>, %idx: index) {
// expected-error@+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.undef : index
  return
}

