// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @not_ptr(%v: i32) {
  // expected-error@+1 {{custom op 'spv.AtomicIAdd' expected pointer type}}
  %0 = spv.AtomicIAdd "Workgroup" "AcquireRelease" %v, %v : i32
  return
}

// -----

func @bad_scope(%p: !spv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{custom op 'spv.AtomicIAdd' invalid scope attribute specification: "Foo"}}
  %0 = spv.AtomicIAdd "Foo" "None" %p, %v : !spv.ptr<i32, Workgroup>
  return
}

// -----

func @scope_attr(%p: !spv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{'spv.AtomicIAdd' op attribute 'memory_scope' failed to satisfy constraint: valid SPIR-V Scope}}
  %0 = "spv.AtomicIAdd"(%p, %v) {memory_scope = 9 : i32, semantics = 0 : i32} : (!spv.ptr<i32, Workgroup>, i32) -> i32
  return
}

// -----

func @float_pointee(%p: !spv.ptr<f32, Workgroup>, %v: i32) {
  // expected-error@+1 {{'spv.AtomicIIncrement' op pointer operand must point to an integer value, found 'f32'}}
  %0 = "spv.AtomicIIncrement"(%p) {memory_scope = 2 : i32, semantics = 0 : i32} : (!spv.ptr<f32, Workgroup>) -> i32
  return
}

// -----

func @value_type(%p: !spv.ptr<i32, Workgroup>, %v: i16) {
  // expected-error@+1 {{'spv.AtomicIAdd' op expected value to have the same type as the pointer operand's pointee type 'i32', but found 'i16'}}
  %0 = "spv.AtomicIAdd"(%p, %v) {memory_scope = 2 : i32, semantics = 0 : i32} : (!spv.ptr<i32, Workgroup>, i16) -> i32
  return
}

// -----

func @cmpxchg_value(%p: !spv.ptr<i32, Workgroup>, %v: i64, %c: i32) {
  // expected-error@+1 {{'spv.AtomicCompareExchangeWeak' op value operand must have the same type as the op result, but found 'i64' vs 'i32'}}
  %0 = "spv.AtomicCompareExchangeWeak"(%p, %v, %c) {memory_scope = 2 : i32, equal_semantics = 0 : i32, unequal_semantics = 0 : i32} : (!spv.ptr<i32, Workgroup>, i64, i32) -> i32
  return
}

// -----

func @cmpxchg_pointee(%p: !spv.ptr<i64, Workgroup>, %v: i32) {
  // expected-error@+1 {{'spv.AtomicCompareExchangeWeak' op pointer operand's pointee type must have the same as the op result type, but found 'i64' vs 'i32'}}
  %0 = "spv.AtomicCompareExchangeWeak"(%p, %v, %v) {memory_scope = 2 : i32, equal_semantics = 0 : i32, unequal_semantics = 0 : i32} : (!spv.ptr<i64, Workgroup>, i32, i32) -> i32
  return
}

// -----

func @barrier_semantics() {
  // expected-error@+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spv.MemoryBarrier Device, "Acquire|Release"
  return
}

// -----

func @barrier_scope() {
  // expected-error@+1 {{custom op 'spv.ControlBarrier' expected string or keyword containing one of the following enum values for attribute 'execution_scope' [CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily]}}
  spv.ControlBarrier 1, Device, "None"
  return
}

// -----

func @scope_not_string(%p: !spv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{custom op 'spv.AtomicIAdd' expected scope attribute specified as string}}
  %0 = spv.AtomicIAdd i32 "None" %p, %v : !spv.ptr<i32, Workgroup>
  return
}

// -----

func @scope_integer(%p: !spv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = spv.AtomicIAdd 3 "None" %p, %v : !spv.ptr<i32, Workgroup>
  return
}

// -----

func @bad_semantics(%p: !spv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{custom op 'spv.AtomicOr' invalid memory_semantics attribute specification: "Sometimes"}}
  %0 = spv.AtomicOr "Device" "Sometimes" %p, %v : !spv.ptr<i32, Workgroup>
  return
}

// -----

func @bad_group_operation(%i: i32) {
  // expected-error@+1 {{custom op 'spv.GroupNonUniformIAdd' invalid group_operation attribute specification: "Sum"}}
  %0 = spv.GroupNonUniformIAdd "Workgroup" "Sum" %i : i32
  return
}
