// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @gather_result(%si: !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{'spv.ImageDrefGather' op result type must be a vector of four components}}
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> vector<3xi32>
  return
}

// -----

func @gather_elem(%si: !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{the component type of result must be the same as sampled type of the underlying image type}}
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> vector<4xf32>
  return
}

// -----

func @gather_dim(%si: !spv.sampled_image<!spv.image<i32, Dim3D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{the Dim operand of the underlying image type must be 2D, Cube, or Rect}}
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Dim3D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> vector<4xi32>
  return
}

// -----

func @gather_ms(%si: !spv.sampled_image<!spv.image<i32, Rect, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{the MS operand of the underlying image type must be 0}}
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Rect, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> vector<4xi32>
  return
}

// -----

func @gather_not_sampled(%c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{operand #0 must be any SPIR-V sampled image type, but got 'vector<4xf32>'}}
  %0 = spv.ImageDrefGather %c : vector<4xf32>, %c : vector<4xf32>, %d : f32 -> vector<4xi32>
  return
}

// -----

func @gather_scalar_result(%si: !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32) {
  // expected-error@+1 {{result #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> i32
  return
}

// -----

func @image_mismatch(%si: !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>) {
  // expected-error@+1 {{'spv.Image' op failed to verify that type of 'result' matches image type of 'sampledimage'}}
  %0 = "spv.Image"(%si) : (!spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>) -> !spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
  return
}

// -----

func @query_dim(%i: !spv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@+1 {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
  %0 = spv.ImageQuerySize %i : !spv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
  return
}

// -----

func @query_sampled(%i: !spv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error@+1 {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
  %0 = spv.ImageQuerySize %i : !spv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func @query_count(%i: !spv.image<f32, Rect, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@+1 {{expected the result to have 3 component(s), but found 2 component(s)}}
  %0 = spv.ImageQuerySize %i : !spv.image<f32, Rect, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func @query_float(%i: !spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@+1 {{result #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'vector<2xf32>'}}
  %0 = spv.ImageQuerySize %i : !spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xf32>
  return
}

// -----

spv.func @load_pointee(%p: !spv.ptr<!spv.struct<(f32 [0])>, StorageBuffer>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{Pointer must point to a scalar or vector type but provided '!spv.struct<(f32 [0])>'}}
  %0 = spv.CooperativeMatrixLoadNV %p, %s, %b : !spv.ptr<!spv.struct<(f32 [0])>, StorageBuffer> as !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.func @store_class(%p: !spv.ptr<f32, Uniform>, %m: !spv.coopmatrix<8x8xf32, Subgroup>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{Pointer storage class must be Workgroup, StorageBuffer or PhysicalStorageBufferEXT but provided Uniform}}
  spv.CooperativeMatrixStoreNV %p, %m, %s, %b : !spv.ptr<f32, Uniform>, !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.func @load_result(%p: !spv.ptr<f32, Workgroup>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{'spv.CooperativeMatrixLoadNV' op result #0 must be any SPIR-V cooperative matrix type, but got 'f32'}}
  %0 = spv.CooperativeMatrixLoadNV %p, %s, %b : !spv.ptr<f32, Workgroup> as f32
  spv.Return
}

// -----

spv.func @load_access(%p: !spv.ptr<f32, Workgroup>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{attribute 'memory_access' failed to satisfy constraint: valid SPIR-V MemoryAccess}}
  %0 = "spv.CooperativeMatrixLoadNV"(%p, %s, %b) {memory_access = 64 : i32} : (!spv.ptr<f32, Workgroup>, i32, i1) -> !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.func @load_as(%p: !spv.ptr<f32, Workgroup>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{custom op 'spv.CooperativeMatrixLoadNV' expected 'as'}}
  %0 = spv.CooperativeMatrixLoadNV %p, %s, %b : !spv.ptr<f32, Workgroup>, !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.func @load_stride(%p: !spv.ptr<f32, Workgroup>, %s: i64, %b: i1) "None" {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%s' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = spv.CooperativeMatrixLoadNV %p, %s, %b : !spv.ptr<f32, Workgroup> as !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.func @load_aligned(%p: !spv.ptr<f32, Workgroup>, %s: i32, %b: i1) "None" {
  // expected-error@+1 {{expected ','}}
  %0 = spv.CooperativeMatrixLoadNV %p, %s, %b ["Aligned"] : !spv.ptr<f32, Workgroup> as !spv.coopmatrix<8x8xf32, Subgroup>
  spv.Return
}

// -----

spv.module Logical GLSL450 {
  spv.func @yield_parent() -> () "None" {
    %0 = spv.Constant 1 : i32
    // expected-error@+1 {{'spv.mlir.yield' op expects parent op 'spv.SpecConstantOperation'}}
    spv.mlir.yield %0 : i32
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @enclosed() -> () "None" {
    %0 = spv.Variable : !spv.ptr<i32, Function>
    // expected-error@+1 {{'spv.SpecConstantOperation' op invalid enclosed op}}
    %1 = spv.SpecConstantOperation wraps "spv.Load"(%0) {memory_access = 0 : i32} : (!spv.ptr<i32, Function>) -> i32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @operand(%x: i32) -> () "None" {
    %y = spv.IAdd %x, %x : i32
    // expected-error@+1 {{'spv.SpecConstantOperation' op invalid operand, must be defined by a constant operation}}
    %1 = spv.SpecConstantOperation wraps "spv.IAdd"(%y, %y) : (i32, i32) -> i32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @count() -> () "None" {
    %0 = spv.Constant 1 : i32
    // expected-error@+1 {{'spv.SpecConstantOperation' op expected exactly 2 nested ops}}
    %1 = "spv.SpecConstantOperation"() ({
      %2 = spv.IAdd %0, %0 : i32
      %3 = spv.IAdd %2, %0 : i32
      spv.mlir.yield %3 : i32
    }) : () -> i32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @keyword() -> () "None" {
    %0 = spv.Constant 1 : i32
    // expected-error@+1 {{custom op 'spv.SpecConstantOperation' expected 'wraps'}}
    %1 = spv.SpecConstantOperation "spv.IAdd"(%0, %0) : (i32, i32) -> i32
    spv.Return
  }
}
