// Verifier and parse errors of llvm.intr.* ops (messages as mlir-opt-13's).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.intr.fabs' has no custom assembly form}}
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  return
}

// -----
func @f(%a: f32) {
  // expected-error@+1 {{'llvm.intr.fabs' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fabs"(%a) : (f32) -> f64
  return
}

// -----
func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.pow' op requires the same type for all operands and results}}
  %0 = "llvm.intr.pow"(%a, %b) : (f32, f64) -> f32
  return
}

// -----
func @f(%a: tensor<2xf32>) {
  // expected-error@+1 {{'llvm.intr.sqrt' op operand #0 must be LLVM dialect-compatible type, but got 'tensor<2xf32>'}}
  %0 = "llvm.intr.sqrt"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----
func @f(%a: f32) {
  // expected-error@+1 {{'llvm.intr.fma' op expected 3 operands, but found 2}}
  %0 = "llvm.intr.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----
func @f(%a: f32) {
  // expected-error@+1 {{'llvm.intr.ctpop' op requires one result}}
  "llvm.intr.ctpop"(%a) : (f32) -> ()
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'llvm.intr.sadd.with.overflow' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> tensor<i32>
  return
}

// -----
func @f(%a: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fadd' op attribute 'reassoc' failed to satisfy constraint: bool attribute}}
  %0 = "llvm.intr.vector.reduce.fadd"(%a, %v) {reassoc = 1 : i32} : (f32, vector<4xf32>) -> f32
  return
}

// -----
func @f(%p: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op requires attribute 'alignment'}}
  %0 = llvm.intr.masked.load %p, %m : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  return
}

// -----
func @f(%p: !llvm.ptr<vector<4xf32>>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op expected 2 or more operands}}
  %0 = "llvm.intr.masked.load"(%p) {alignment = 1 : i32} : (!llvm.ptr<vector<4xf32>>) -> vector<4xf32>
  return
}

// -----
func @f(%p: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 1 : i64} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  return
}

// -----
func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.matrix.transpose' op requires attribute 'rows'}}
  %0 = llvm.intr.matrix.transpose %a {columns = 2 : i32} : vector<4xf32> into vector<4xf32>
  return
}

// -----
func @f(%p: !llvm.ptr<f32>, %s: i64) {
  // expected-error@+1 {{'llvm.intr.matrix.column.major.load' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %s> {isVolatile = 1 : i32, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr<f32> stride i64
  return
}

// -----
func @f(%p: !llvm.ptr<f32>, %s: i64) {
  // expected-error@+1 {{expected '<'}}
  %0 = llvm.intr.matrix.column.major.load %p, %s {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr<f32> stride i64
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer to 8-bit signless integer, but got 'i32'}}
  "llvm.intr.stackrestore"(%a) : (i32) -> ()
  return
}

// -----
func @f() {
  // expected-error@+1 {{'llvm.intr.stacksave' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i8>'}}
  %0 = llvm.intr.stacksave : tensor<i8>
  return
}

// -----
func @f(%a: f32, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.intr.coro.id' op operand #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "llvm.intr.coro.id"(%a, %p, %p, %p) : (f32, !llvm.ptr<i8>, !llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.token
  return
}

// -----
func @f(%a: i32, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.intr.coro.begin' op operand #0 must be LLVM token type, but got 'i32'}}
  %0 = "llvm.intr.coro.begin"(%a, %p) : (i32, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  return
}

// -----
func @f(%t: !llvm.token, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.intr.coro.suspend' op operand #1 must be 1-bit signless integer, but got '!llvm.ptr<i8>'}}
  %0 = "llvm.intr.coro.suspend"(%t, %p) : (!llvm.token, !llvm.ptr<i8>) -> i8
  return
}

// -----
func @f(%p: !llvm.ptr<i32>) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%p' expects different type than prior uses: '!llvm.ptr<i8>' vs '!llvm.ptr<i32>'}}
  llvm.intr.coro.resume %p
  return
}

// -----
func @f(%a: i32) {
  // expected-error@+1 {{'llvm.intr.assume' op requires a single operand}}
  "llvm.intr.assume"(%a, %a) : (i32, i32) -> ()
  return
}

// -----
func @f(%p: !llvm.ptr<i8>, %a: i32) {
  // expected-error@+1 {{'llvm.intr.memcpy' op expected 4 operands, but found 3}}
  "llvm.intr.memcpy"(%p, %p, %a) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32) -> ()
  return
}
