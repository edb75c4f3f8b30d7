// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream
// Parse and verifier errors of the structure / memory ops, as 13.

func @unreachable_entry() {
  // expected-error@+1 {{'spv.Unreachable' op cannot be used in reachable block}}
  spv.Unreachable
}

// -----

func @load_no_class(%p: !spv.ptr<f32, Function>) {
  // expected-error@+1 {{expected non-function type}}
  %0 = spv.Load %p : f32
  return
}

// -----

func @load_int_class(%p: !spv.ptr<f32, Function>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = spv.Load 7 %p : f32
  return
}

// -----

func @load_access_keyword(%p: !spv.ptr<f32, Function>) {
  // expected-error@+1 {{expected non-function type}}
  %0 = spv.Load "Function" %p [Volatile] : f32
  return
}

// -----

func @load_access_value(%p: !spv.ptr<f32, Function>) {
  // expected-error@+1 {{'spv.Load' op attribute 'memory_access' failed to satisfy constraint: valid SPIR-V MemoryAccess}}
  %0 = "spv.Load"(%p) {memory_access = 0x80000000 : i32} : (!spv.ptr<f32, Function>) -> f32
  return
}

// -----

func @copy_source_alignment(%a: !spv.ptr<f32, Function>, %b: !spv.ptr<f32, Function>) {
  // expected-error@+1 {{invalid alignment specification with non-aligned memory access specification}}
  "spv.CopyMemory"(%a, %b) {source_memory_access = 1 : i32, source_alignment = 4 : i32} : (!spv.ptr<f32, Function>, !spv.ptr<f32, Function>) -> ()
  return
}

// -----

func @variable_bind() {
  // expected-error@+1 {{'spv.Variable' op cannot have 'descriptor_set' attribute (only allowed in spv.GlobalVariable)}}
  %0 = spv.Variable bind(1, 2) : !spv.ptr<f32, Function>
  return
}

// -----

func @variable_built_in() {
  // expected-error@+1 {{'spv.Variable' op cannot have 'built_in' attribute (only allowed in spv.GlobalVariable)}}
  %0 = spv.Variable built_in("GlobalInvocationId") {a} : !spv.ptr<f32, Function>
  return
}

// -----

func @variable_both() {
  // expected-error@+1 {{expected ':'}}
  %0 = spv.Variable bind(1, 2) built_in("GlobalInvocationId") : !spv.ptr<f32, Function>
  return
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{custom op 'spv.GlobalVariable' invalid kind of attribute specified}}
  spv.GlobalVariable @v built_in(5) : !spv.ptr<f32, Input>
}

// -----

func @scope_keyword() {
  // expected-error@+1 {{custom op 'spv.ControlBarrier' expected string or keyword containing one of the following enum values for attribute 'execution_scope' [CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily]}}
  spv.ControlBarrier Bogus, Device, "None"
  return
}

// -----

func @semantics_string() {
  // expected-error@+1 {{custom op 'spv.ControlBarrier' invalid memory_semantics attribute specification: "Acquire|Bogus"}}
  spv.ControlBarrier Subgroup, Device, "Acquire|Bogus"
  return
}

// -----

// expected-error@+1 {{custom op 'spv.func' expected SSA identifier}}
spv.func @variadic(%a: i32, ...) "None"

// -----

spv.module Logical GLSL450 {
  spv.func @outer() "None" {
    // expected-error@+1 {{'spv.func' op failed to verify that op must appear in a module-like op's block}}
    spv.func @inner() "None" {
      spv.Return
    }
    spv.Return
  }
}

// -----

func @spec_in_func() {
  // expected-error@+1 {{'spv.SpecConstant' op failed to verify that op must appear in a module-like op's block}}
  spv.SpecConstant @sc = 1 : i32
  return
}

// -----

// expected-error@+1 {{'spv.module' op expects region #0 to have 0 or 1 blocks}}
spv.module Logical GLSL450 {
^a:
  spv.Return
^b:
  spv.Return
}

// -----

spv.module Logical GLSL450 {
  spv.SpecConstant @a = 1 : i32
  // expected-error@+1 {{result type must be a composite type, but provided 'i32'}}
  spv.SpecConstantComposite @c (@a) : i32
}

// -----

spv.module Logical GLSL450 {
  spv.SpecConstant @a = 1 : i32
  // expected-error@+1 {{has incorrect number of operands: expected 3, but provided 2}}
  spv.SpecConstantComposite @c (@a, @a) : vector<3xi32>
}

// -----

spv.module Logical GLSL450 {
  spv.SpecConstant @a = 1 : i32
  spv.SpecConstant @b = 1.0 : f32
  // expected-error@+1 {{has incorrect types of operands: expected 'i32', but provided 'f32'}}
  spv.SpecConstantComposite @c (@a, @b) : !spv.struct<(i32, i32)>
}

// -----

spv.module Logical GLSL450 {
  spv.SpecConstant @a = 1 : i32
  // expected-error@+1 {{unsupported composite type  '!spv.coopmatrix<8x8xi32, Subgroup>'}}
  spv.SpecConstantComposite @c (@a) : !spv.coopmatrix<8x8xi32, Subgroup>
}

// -----

// expected-error@+1 {{cannot attach SPIR-V attributes to region result}}
func @result_attr() -> (i32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 1)>}) {
  %0 = constant 1 : i32
  return %0 : i32
}
