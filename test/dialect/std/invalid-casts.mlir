// Verifier and parser errors of the std cast ops.
// RUN: cmlir-opt -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s
func @index_cast_int_int(%a: i32) {
  // expected-error @+1 {{'std.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "std.index_cast"(%a) : (i32) -> i64
  return
}

// -----

func @index_cast_float(%x: f32) {
  // expected-error @+1 {{'std.index_cast' op operand type 'f32' and result type 'index' are cast incompatible}}
  %0 = "std.index_cast"(%x) : (f32) -> index
  return
}

// -----

func @index_cast_shape(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.index_cast' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "std.index_cast"(%v) : (vector<4xi32>) -> vector<5xindex>
  return
}

// -----

func @sitofp_float(%x: f32) {
  // expected-error @+1 {{'std.sitofp' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = "std.sitofp"(%x) : (f32) -> f32
  return
}

// -----

func @sitofp_tensor(%t: tensor<4xi32>) {
  // expected-error @+1 {{'std.sitofp' op operand type 'tensor<4xi32>' and result type 'tensor<4xf32>' are cast incompatible}}
  %0 = "std.sitofp"(%t) : (tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

func @uitofp_index(%i: index) {
  // expected-error @+1 {{'std.uitofp' op operand type 'index' and result type 'f32' are cast incompatible}}
  %0 = "std.uitofp"(%i) : (index) -> f32
  return
}

// -----

func @fptosi_int(%a: i32) {
  // expected-error @+1 {{'std.fptosi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "std.fptosi"(%a) : (i32) -> i32
  return
}

// -----

func @fptoui_index(%x: f32) {
  // expected-error @+1 {{'std.fptoui' op operand type 'f32' and result type 'index' are cast incompatible}}
  %0 = "std.fptoui"(%x) : (f32) -> index
  return
}

// -----

func @fpext_narrower(%x: f32) {
  // expected-error @+1 {{'std.fpext' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = "std.fpext"(%x) : (f32) -> f16
  return
}

// -----

func @fpext_int(%a: i32) {
  // expected-error @+1 {{'std.fpext' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = "std.fpext"(%a) : (i32) -> f64
  return
}

// -----

func @fpext_same(%x: f32) {
  // expected-error @+1 {{'std.fpext' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = fpext %x : f32 to f32
  return
}

// -----

func @fptrunc_wider(%x: f32) {
  // expected-error @+1 {{'std.fptrunc' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = "std.fptrunc"(%x) : (f32) -> f64
  return
}

// -----

func @fptrunc_vector(%v: vector<4xf32>) {
  // expected-error @+1 {{'std.fptrunc' op operand type 'vector<4xf32>' and result type 'vector<4xf64>' are cast incompatible}}
  %0 = fptrunc %v : vector<4xf32> to vector<4xf64>
  return
}

// -----

func @fpext_scalar_to_vector(%x: f32) {
  // expected-error @+1 {{'std.fpext' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "std.fpext"(%x) : (f32) -> vector<4xf64>
  return
}

// -----

func @sexti_narrower(%b: i64) {
  // expected-error @+1 {{result type 'i32' must be wider than operand type 'i64'}}
  %0 = "std.sexti"(%b) : (i64) -> i32
  return
}

// -----

func @zexti_same(%a: i32) {
  // expected-error @+1 {{result type 'i32' must be wider than operand type 'i32'}}
  %0 = zexti %a : i32 to i32
  return
}

// -----

func @trunci_wider(%a: i32) {
  // expected-error @+1 {{operand type 'i32' must be wider than result type 'i64'}}
  %0 = "std.trunci"(%a) : (i32) -> i64
  return
}

// -----

func @trunci_vector(%v: vector<4xi32>) {
  // expected-error @+1 {{operand type 'i32' must be wider than result type 'i64'}}
  %0 = trunci %v : vector<4xi32> to vector<4xi64>
  return
}

// -----

func @sexti_float(%x: f32) {
  // expected-error @+1 {{'std.sexti' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "std.sexti"(%x) : (f32) -> f64
  return
}

// -----

func @zexti_index(%i: index) {
  // expected-error @+1 {{'index' is not a valid operand type}}
  %0 = "std.zexti"(%i) : (index) -> i64
  return
}

// -----

func @trunci_result_float(%a: i32) {
  // expected-error @+1 {{'std.trunci' op result #0 must be signless-integer-like, but got 'f16'}}
  %0 = "std.trunci"(%a) : (i32) -> f16
  return
}

// -----

func @sexti_shape(%v: vector<4xi32>) {
  // expected-error @+1 {{'std.sexti' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "std.sexti"(%v) : (vector<4xi32>) -> vector<5xi64>
  return
}

// -----

func @sexti_scalar_to_vector(%a: i32) {
  // expected-error @+1 {{'std.sexti' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "std.sexti"(%a) : (i32) -> vector<4xi64>
  return
}

// -----

func @cast_missing_to(%a: i32) {
  // expected-error @+1 {{custom op 'std.sexti' expected 'to'}}
  %0 = sexti %a : i32 i64
  return
}

// -----

func @cast_count(%a: i32) {
  // expected-error @+1 {{'std.index_cast' op requires a single operand}}
  %0 = "std.index_cast"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func @sexti_index_result(%a: i32) {
  // expected-error @+1 {{'index' is not a valid result type}}
  %0 = "std.sexti"(%a) : (i32) -> index
  return
}
