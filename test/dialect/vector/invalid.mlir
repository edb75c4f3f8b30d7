// Every verifier and parse error of cmlir's vector subset, with MLIR 13's
// messages (also run through mlir-opt-13 -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @e1(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.extract' expected position attribute of rank smaller than vector rank}}
  %0 = vector.extract %a[1, 2] : vector<4xf32>
  return
}

// -----

func @e2(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %a[4] : vector<4xf32>
  return
}

// -----

func @e3(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %a[-1] : vector<4xf32>
  return
}

// -----

func @e4(%a: f32) {
  // expected-error@+1 {{custom op 'vector.extract' expected vector type}}
  %0 = vector.extract %a[0] : f32
  return
}

// -----

func @e5(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = "vector.extract"(%a) {position = [1]} : (vector<4xf32>) -> f64
  return
}

// -----

func @e6(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op attribute 'position' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract"(%a) {position = 1} : (vector<4xf32>) -> f32
  return
}

// -----

func @e7(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op requires attribute 'position'}}
  %0 = "vector.extract"(%a) : (vector<4xf32>) -> f32
  return
}

// -----

func @e8(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op attribute 'position' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.extract %a[1 : i32] : vector<4xf32>
  return
}

// -----

func @e9(%a: vector<4xf32>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = vector.extract %a 1 : vector<4xf32>
  return
}

// -----

func @e10(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.extract' attribute 'position' occurs more than once in the attribute list}}
  %0 = vector.extract %a[1] {position = [2]} : vector<4xf32>
  return
}

// -----

func @e11(%a: f32) {
  // expected-error@+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.extract"(%a) {position = []} : (f32) -> f32
  return
}

// -----

func @i1(%a: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank smaller than dest vector rank}}
  %0 = vector.insert %s, %a[1, 2] : f32 into vector<4xf32>
  return
}

// -----

func @i2(%a: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %a[4] : f32 into vector<4xf32>
  return
}

// -----

func @i3(%a: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %a[1] : f32 into vector<2x4xf32>
  return
}

// -----

func @i4(%a: vector<2x3x4xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %a[1, 1, 1] : vector<4xf32> into vector<2x3x4xf32>
  return
}

// -----

func @i5(%a: vector<2x3x4xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %a[1, 5] : vector<4xf32> into vector<2x3x4xf32>
  return
}

// -----

func @i6(%a: vector<4xf32>, %s: f64) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %a[1] : f64 into vector<4xf32>
  return
}

// -----

func @i7(%a: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.insert"(%s, %a) {position = [1]} : (f32, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func @i8(%a: vector<4xf32>, %s: f64) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%s, %a) {position = [1]} : (f64, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func @i9(%a: vector<4xf32>, %s: f32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'vector<4xf32>'}}
  %0 = vector.insert %s, %a [1] : f32 into f32
  return
}

// -----

func @ee1(%a: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%a, %i) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func @ee2(%a: vector<4x4xf32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op expected 1-D vector}}
  %0 = vector.extractelement %a[%i : i32] : vector<4x4xf32>
  return
}

// -----

func @ee3(%a: f32, %i: i32) {
  // expected-error@+1 {{custom op 'vector.extractelement' 'vector' must be vector of any type values, but got 'f32'}}
  %0 = vector.extractelement %a[%i : i32] : f32
  return
}

// -----

func @ee4(%a: vector<4xf32>, %j: index) {
  // expected-error@+1 {{'vector.extractelement' op operand #1 must be signless integer, but got 'index'}}
  %0 = vector.extractelement %a[%j : index] : vector<4xf32>
  return
}

// -----

func @ie1(%a: vector<4x4xf32>, %i: i32, %s: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected 1-D vector}}
  %0 = vector.insertelement %s, %a[%i : i32] : vector<4x4xf32>
  return
}

// -----

func @ie2(%a: vector<4xf32>, %i: i32, %s: f64) {
  // expected-error@+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%s, %a, %i) : (f64, vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func @ie3(%a: vector<4xf32>, %i: i32, %s: f32) {
  // expected-error@+1 {{'vector.insertelement' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insertelement"(%s, %a, %i) : (f32, vector<4xf32>, i32) -> vector<3xf32>
  return
}

// -----

func @b1(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<3xf32>
  return
}

// -----

func @b2(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func @b3(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<3x4xf64>
  return
}

// -----

func @b4(%a: f32) {
  // expected-error@+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func @b5(%a: vector<2x1xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (2 vs. 3)}}
  %0 = vector.broadcast %a : vector<2x1xf32> to vector<3x4xf32>
  return
}

// -----

func @b6(%a: f64) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f64 to vector<4xf32>
  return
}

// -----

func @p1(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op requires a single operand}}
  "vector.print"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> ()
  return
}
