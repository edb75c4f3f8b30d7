// Which verifier error comes first for std casts (ElementwiseMappable, then
// SameOperandsAndResultShape, then cast compatibility, as upstream 13
// orders them) and select's quoted types.  Errors must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up

func @f(%a: vector<4xi32>) {
  %0 = "std.sitofp"(%a) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.sitofp"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xi32>) {
  %0 = "std.sitofp"(%a) : (vector<4xi32>) -> f32
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.sitofp"(%a) : (i32) -> memref<4xi32>
  return
}

// -----

func @f(%a: vector<4xi32>) {
  %0 = "std.index_cast"(%a) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.index_cast"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xi32>) {
  %0 = "std.index_cast"(%a) : (vector<4xi32>) -> f32
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.index_cast"(%a) : (i32) -> memref<4xi32>
  return
}

// -----

func @f(%a: vector<4xi32>) {
  %0 = "std.fpext"(%a) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.fpext"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xi32>) {
  %0 = "std.fpext"(%a) : (vector<4xi32>) -> f32
  return
}

// -----

func @f(%a: i32) {
  %0 = "std.fpext"(%a) : (i32) -> memref<4xi32>
  return
}

// -----

func @f(%c: tensor<4xi1>, %a: tensor<?xf32>) {
  %0 = select %c, %a, %a : tensor<4xi1>, tensor<?xf32>
  return
}

// -----

func @f(%c: vector<4xi32>, %a: f32) {
  %0 = "std.select"(%c, %a, %a) : (vector<4xi32>, f32, f32) -> f32
  return
}
