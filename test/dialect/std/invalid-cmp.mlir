// Verifier and parser errors of std.cmpi / std.cmpf.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
func @cmpi_no_pred(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op requires attribute 'predicate'}}
  %0 = "std.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func @cmpi_bad_pred(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "std.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func @cmpi_pred_i32(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "std.cmpi"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  return
}

// -----

func @cmpi_result(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "std.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i32
  return
}

// -----

func @cmpi_operand_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'std.cmpi' op requires all operands to have the same type}}
  %0 = "std.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i64) -> i1
  return
}

// -----

func @cmpi_float(%x: f32) {
  // expected-error @+1 {{'std.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "std.cmpi"(%x, %x) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func @cmpi_vector_scalar(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.cmpi' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "std.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func @cmpi_shape(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.cmpi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "std.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<5xi1>
  return
}

// -----

func @cmpf_int(%a: i32) {
  // expected-error @+1 {{'std.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "std.cmpf"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i1
  return
}

// -----

func @cmpf_bad_pred(%x: f32) {
  // expected-error @+1 {{'std.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "std.cmpf"(%x, %x) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func @cmpf_no_pred(%x: f32) {
  // expected-error @+1 {{'std.cmpf' op requires attribute 'predicate'}}
  %0 = "std.cmpf"(%x, %x) : (f32, f32) -> i1
  return
}

// -----

func @cmpi_unknown_keyword(%a: i32) {
  // expected-error @+1 {{custom op 'std.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = cmpi foo, %a, %a : i32
  return
}

// -----

func @cmpf_int_keyword(%x: f32) {
  // expected-error @+1 {{custom op 'std.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = cmpf slt, %x, %x : f32
  return
}

// -----

// The type that infers cmpf's result type is checked while parsing (as
// upstream's generated parsers do before a TypesMatchWith transform).
func @cmpf_on_i1(%a: i1) {
  // expected-error@+1 {{custom op 'std.cmpf' 'lhs' must be floating-point-like, but got 'i1'}}
  %1 = cmpf oeq, %a, %a : i1
  return
}

// -----

func @cmpi_on_f32(%a: f32) {
  // expected-error@+1 {{custom op 'std.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %1 = cmpi eq, %a, %a : f32
  return
}
