// Verifier and parse errors of tensor.insert, from_elements, generate,
// yield and reshape, with MLIR 13's messages (also run through mlir-opt-13
// -verify-diagnostics).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @insert_indices(%t: tensor<2x2xi1>, %v: i1, %i: index) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i] : tensor<2x2xi1>
  return
}

// -----

func @insert_result(%t: tensor<2xi1>, %v: i1, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (i1, tensor<2xi1>, index) -> tensor<?xi1>
  return
}

// -----

func @insert_scalar(%t: tensor<2xi1>, %v: i8, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (i8, tensor<2xi1>, index) -> tensor<2xi1>
  return
}

// -----

func @insert_memref(%t: memref<2xi1>, %v: i1, %i: index) {
  // expected-error@+1 {{custom op 'tensor.insert' 'dest' must be tensor of any type values, but got 'memref<2xi1>'}}
  %0 = tensor.insert %v into %t[%i] : memref<2xi1>
  return
}

// -----

func @from_elements_count(%a: i8) {
  // expected-error@+1 {{custom op 'tensor.from_elements' 2 operands present, but expected 1}}
  %0 = tensor.from_elements %a, %a : tensor<1xi8>
  return
}

// -----

func @from_elements_rank(%a: i8) {
  // expected-error@+1 {{custom op 'tensor.from_elements' 'result' must be 1D tensor of any type values, but got 'tensor<1x1xi8>'}}
  %0 = tensor.from_elements %a : tensor<1x1xi8>
  return
}

// -----

func @from_elements_types(%a: i8) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a, %a) : (i8, i8) -> tensor<2xi16>
  return
}

// -----

func @generate_extents(%n: index) {
  // expected-error@+1 {{must have as many index operands as dynamic extents in the result type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = constant 0 : i8
    tensor.yield %c : i8
  } : tensor<4x5xi8>
  return
}

// -----

func @generate_arg_type(%n: index) {
  // expected-error@+1 {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: i64):
    %c = constant 0 : i8
    tensor.yield %c : i8
  } : tensor<4x?xi8>
  return
}

// -----

func @generate_arg_count(%n: index) {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index, %k: index):
    %c = constant 0 : i8
    tensor.yield %c : i8
  } : tensor<4x?xi8>
  return
}

// -----

func @generate_yield_type(%n: index) {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<4x?xi8>
  return
}

// -----

func @generate_unranked(%n: index) {
  // expected-error@+1 {{'tensor.generate' op result #0 must be ranked tensor of any type values, but got 'tensor<*xi8>'}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = constant 0 : i8
    tensor.yield %c : i8
  } : tensor<*xi8>
  return
}

// -----

func @yield_parent(%v: i8) {
  // expected-error@+1 {{'tensor.yield' op expects parent op 'tensor.generate'}}
  tensor.yield %v : i8
}

// -----

func @reshape_elem(%t: tensor<6xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xi32>
  return
}

// -----

func @reshape_count(%t: tensor<6xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return
}

// -----

func @reshape_dynamic_shape(%t: tensor<6xf32>, %s: tensor<?xindex>) {
  // expected-error@+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

func @reshape_rank(%t: tensor<6xf32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<3xindex>) -> tensor<2x3xf32>
  return
}

// -----

func @reshape_shape_type(%t: tensor<6xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return
}
