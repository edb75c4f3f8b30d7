// The types of spv, printed as mlir-opt-13 prints them (strides, storage
// classes, struct offsets and member decorations, identified and
// recursive structs, images).
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg

// CHECK: func private @arrays(!spv.array<16 x vector<2xi8>, stride=2>, !spv.array<1 x !spv.rtarray<ui32>>, !spv.rtarray<f16, stride=2>)
func private @arrays(!spv.array<16 x vector<2xi8>, stride = 2>, !spv.array<1x!spv.rtarray<ui32>>, !spv.rtarray<f16, stride=2>)
// CHECK: func private @ptrs(!spv.ptr<i1, Private>, !spv.ptr<!spv.ptr<f64, Workgroup>, StorageBuffer>, !spv.ptr<vector<3xsi16>, PhysicalStorageBuffer>)
func private @ptrs(!spv.ptr<i1, Private>, !spv.ptr<!spv.ptr<f64, Workgroup>, StorageBuffer>, !spv.ptr<vector<3xsi16>, PhysicalStorageBuffer>)
// CHECK: func private @images(!spv.image<i32, Dim3D, IsDepth, Arrayed, MultiSampled, NeedSampler, Rgba8>, !spv.sampled_image<!spv.image<f16, Cube, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32f>>)
func private @images(!spv.image<i32, Dim3D, IsDepth, Arrayed, MultiSampled, NeedSampler, Rgba8>, !spv.sampled_image<!spv.image<f16, Cube, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32f>>)
// CHECK: func private @matrices(!spv.matrix<2 x vector<4xf16>>, !spv.coopmatrix<16x8xf16, Workgroup>)
func private @matrices(!spv.matrix<2 x vector<4xf16>>, !spv.coopmatrix<16x8xf16, Workgroup>)
// CHECK: func private @structs(!spv.struct<(i64 [8], f32 [0, NonReadable, Offset=4])>, !spv.struct<(!spv.matrix<4 x vector<2xf32>> [RowMajor, MatrixStride=8], i32)>, !spv.struct<()>)
func private @structs(!spv.struct<(i64 [8], f32 [0, Offset=4, NonReadable])>, !spv.struct<(!spv.matrix<4 x vector<2xf32>> [RowMajor, MatrixStride=8], i32)>, !spv.struct<()>)
// CHECK: func private @ident(!spv.struct<node, (i32, !spv.ptr<!spv.struct<node>, Function>)>, !spv.struct<lone, ()>, !spv.struct<x1, (!spv.ptr<!spv.struct<y1, (!spv.ptr<!spv.struct<x1>, Uniform>)>, Uniform>)>)
func private @ident(!spv.struct<node, (i32, !spv.ptr<!spv.struct<node>, Function>)>, !spv.struct<lone, ()>, !spv.struct<x1, (!spv.ptr<!spv.struct<y1, (!spv.ptr<!spv.struct<x1>, Uniform>)>, Uniform>)>)
// The same identified struct again: printed with its body again.
// CHECK: func private @ident_again(!spv.struct<node, (i32, !spv.ptr<!spv.struct<node>, Function>)>)
func private @ident_again(!spv.struct<node, (i32, !spv.ptr<!spv.struct<node>, Function>)>)
