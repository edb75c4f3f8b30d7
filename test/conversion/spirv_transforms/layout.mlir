// -decorate-spirv-composite-type-layout: Vulkan offsets and strides for
// global variables of Uniform / StorageBuffer / PushConstant structs
// (nested structs, vectors of 2, 3 and 4, arrays, runtime arrays, bools),
// their spv.mlir.addressof results; other storage classes and already laid
// out structs unchanged; diffed against mlir-opt-13.
// RUN: cmlir-opt -decorate-spirv-composite-type-layout -split-input-file %s > %t.ours
// RUN: %upstream_opt -decorate-spirv-composite-type-layout -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: spv.GlobalVariable @a : !spv.ptr<!spv.struct<(i8 [0], vector<3xf32> [16], f64 [32])>, StorageBuffer>
spv.module Logical GLSL450 {
  spv.GlobalVariable @a : !spv.ptr<!spv.struct<(i8, vector<3xf32>, f64)>, StorageBuffer>
  spv.GlobalVariable @b : !spv.ptr<!spv.struct<(vector<2xi16>, !spv.struct<(i1, vector<4xf16>)>, !spv.array<3 x vector<3xi32>>)>, Uniform>
  spv.GlobalVariable @c bind(0, 1) : !spv.ptr<!spv.struct<(i32, !spv.rtarray<!spv.struct<(f32, vector<2xf32>)>>)>, StorageBuffer>
  spv.GlobalVariable @d : !spv.ptr<!spv.struct<(f32, i32)>, PushConstant>
  spv.GlobalVariable @e : !spv.ptr<!spv.struct<(f32, i32)>, Workgroup>
  spv.GlobalVariable @f : !spv.ptr<!spv.struct<(f32 [4], i32 [0])>, Uniform>
  spv.GlobalVariable @g : !spv.ptr<!spv.struct<()>, Uniform>
  spv.GlobalVariable @h : !spv.ptr<vector<4xf32>, Uniform>
  spv.func @use() "None" {
    %0 = spv.mlir.addressof @a : !spv.ptr<!spv.struct<(i8, vector<3xf32>, f64)>, StorageBuffer>
    %1 = spv.mlir.addressof @e : !spv.ptr<!spv.struct<(f32, i32)>, Workgroup>
    %c = spv.Constant 1 : i32
    %2 = spv.AccessChain %0[%c] : !spv.ptr<!spv.struct<(i8, vector<3xf32>, f64)>, StorageBuffer>, i32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.GlobalVariable @m : !spv.ptr<!spv.struct<(!spv.array<2 x !spv.array<3 x f64>>, i8)>, Uniform>
}
spv.module Logical GLSL450 {
  spv.GlobalVariable @n : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=16>)>, StorageBuffer>
}
