// Verifier and parse errors of the spv structure, memory and control-flow
// ops, with mlir-opt-13's messages and places.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{invalid addressing_model attribute specification: Virtual}}
spv.module Virtual GLSL450 {}
// -----
spv.module Logical GLSL450 {
  // expected-error @+1 {{'spv.module' can only contain spv.* ops}}
  "foo.bar"() : () -> ()
}
// -----
spv.module Logical GLSL450 {
  // expected-error @+1 {{'spv.module' cannot contain external functions}}
  spv.func @ext() "None"
}
// -----
spv.module Logical GLSL450 {
  spv.func @f() "None" {
    // expected-error @+1 {{functions in 'spv.module' can only contain spv.* ops}}
    "foo.op"() : () -> ()
    spv.Return
  }
}
// -----
spv.module Logical GLSL450 {
  // expected-error @+1 {{function 'nothere' not found in 'spv.module'}}
  spv.EntryPoint "GLCompute" @nothere
}
// -----
spv.func @f() -> i32 "None" {
  // expected-error @+1 {{cannot be used in functions returning value}}
  spv.Return
}
// -----
spv.func @f() -> i32 "None" {
  %0 = spv.Constant 1.0 : f32
  // expected-error @+1 {{return value's type ('f32') mismatch with function's result type ('i32')}}
  spv.ReturnValue %0 : f32
}
// -----
spv.func @f() "None" {
  // expected-error @+1 {{cannot be used in reachable block}}
  spv.Unreachable
}
// -----
func @f() {
  // expected-error @+1 {{has array element whose type ('i32') does not match the result element type ('f32')}}
  %0 = spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x f32>
  return
}
// -----
func @f() {
  // expected-error @+1 {{can only be used to model function-level variables. Use spv.GlobalVariable for module-level variables}}
  %0 = spv.Variable : !spv.ptr<f32, Private>
  return
}
// -----
func @f(%a: f32) {
  // expected-error @+1 {{initializer must be the result of a constant or spv.GlobalVariable op}}
  %0 = spv.Variable init(%a) : !spv.ptr<f32, Function>
  return
}
// -----
func @f() {
  %0 = spv.Variable : !spv.ptr<f32, Function>
  // expected-error @+1 {{invalid memory_access attribute specification: "Sometimes"}}
  %1 = spv.Load "Function" %0 ["Sometimes"] : f32
  return
}
// -----
func @f() {
  %0 = spv.Variable : !spv.ptr<f32, Function>
  // expected-error @+1 {{missing alignment value}}
  %1 = "spv.Load"(%0) {memory_access = 2 : i32} : (!spv.ptr<f32, Function>) -> f32
  return
}
// -----
func @f() {
  %0 = spv.Variable : !spv.ptr<f32, Function>
  %1 = spv.Variable : !spv.ptr<i32, Function>
  // expected-error @+1 {{both operands must be pointers to the same type}}
  "spv.CopyMemory"(%0, %1) : (!spv.ptr<f32, Function>, !spv.ptr<i32, Function>) -> ()
  return
}
// -----
func @f(%i: i32) {
  %0 = spv.Variable : !spv.ptr<!spv.struct<(f32, i32)>, Function>
  // expected-error @+1 {{index must be an integer spv.Constant to access element of spv.struct}}
  %1 = spv.AccessChain %0[%i] : !spv.ptr<!spv.struct<(f32, i32)>, Function>, i32
  return
}
// -----
func @f() {
  %c = spv.Constant 7 : i32
  %0 = spv.Variable : !spv.ptr<!spv.struct<(f32, i32)>, Function>
  // expected-error @+1 {{index 7 out of bounds for '!spv.struct<(f32, i32)>'}}
  %1 = spv.AccessChain %0[%c] : !spv.ptr<!spv.struct<(f32, i32)>, Function>, i32
  return
}
// -----
spv.module Logical GLSL450 {
  // expected-error @+1 {{storage class cannot be 'Function'}}
  spv.GlobalVariable @g : !spv.ptr<f32, Function>
}
// -----
spv.module Logical GLSL450 {
  spv.GlobalVariable @g : !spv.ptr<f32, Private>
  spv.func @f() "None" {
    // expected-error @+1 {{result type mismatch with the referenced global variable's type}}
    %0 = spv.mlir.addressof @g : !spv.ptr<i32, Private>
    spv.Return
  }
}
// -----
spv.module Logical GLSL450 {
  // expected-error @+1 {{SpecId cannot be negative}}
  spv.SpecConstant @s spec_id(-2) = 1 : i32
}
// -----
spv.module Logical GLSL450 {
  spv.func @callee(%a: i32) "None" {
    spv.Return
  }
  spv.func @f() "None" {
    // expected-error @+1 {{has incorrect number of operands for callee: expected 1, but provided 0}}
    spv.FunctionCall @callee() : () -> ()
    spv.Return
  }
}
// -----
func @f() {
  %t = spv.Constant true
  // expected-error @+1 {{branch weights cannot both be zero}}
  spv.BranchConditional %t [0, 0], ^a, ^b
^a:
  spv.Return
^b:
  spv.Return
}
// -----
func @f() {
  // expected-error @+1 {{last block must be the merge block with only one 'spv.mlir.merge' op}}
  spv.mlir.selection {
    spv.Return
  }
  return
}
// -----
func @f() {
  // expected-error @+1 {{second to last block must be the loop continue block that branches to the loop header block}}
  spv.mlir.loop {
    spv.Branch ^header
  ^header:
    spv.Branch ^body
  ^body:
    spv.Branch ^merge
  ^merge:
    spv.mlir.merge
  }
  return
}
// -----
func @f() {
  // expected-error @+1 {{expected parent op to be 'spv.mlir.selection' or 'spv.mlir.loop'}}
  spv.mlir.merge
}
// -----
"foo.region"() ({
  // expected-error @+1 {{op must appear in a function-like op's block}}
  spv.Return
}) : () -> ()
