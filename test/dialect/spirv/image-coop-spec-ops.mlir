// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -mlir-print-debuginfo %s > %t.dours && %upstream_opt -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// REQUIRES: upstream
// (No custom-form round trip: 13's CooperativeMatrixLoadNV printer drops the
// alignment of ["Aligned", 16], and cmlir prints what 13 prints.)
// The image ops, the cooperative-matrix load / store and
// spv.SpecConstantOperation (whose ops all take the wrapped op's location).

// CHECK-LABEL: func @images(
func @images(%si: !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c: vector<4xf32>, %d: f32, %i1: !spv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, %i3: !spv.image<f32, Dim3D, NoDepth, Arrayed, MultiSampled, NeedSampler, Unknown>, %cube: !spv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, SamplerUnknown, Unknown>, %buf: !spv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, %f64: f64) {
  // CHECK: spv.ImageDrefGather %{{.*}} : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %{{.*}} : vector<4xf32>, %{{.*}} : f32 -> vector<4xi32>
  %0 = spv.ImageDrefGather %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32 -> vector<4xi32>
  // CHECK: spv.ImageDrefGather {{.*}} %{{.*}} : f64 -> vector<4xi32>
  %1 = spv.ImageDrefGather {tag} %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %d : f32, %f64 : f64 -> vector<4xi32>
  // CHECK: spv.Image %{{.*}} : !spv.sampled_image<!spv.image<i32, Dim2D,
  %2 = spv.Image %si : !spv.sampled_image<!spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>
  // CHECK: spv.ImageQuerySize %{{.*}} -> i32
  %3 = spv.ImageQuerySize %i1 : !spv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
  // CHECK: spv.ImageQuerySize %{{.*}} -> vector<4xi64>
  %4 = spv.ImageQuerySize %i3 : !spv.image<f32, Dim3D, NoDepth, Arrayed, MultiSampled, NeedSampler, Unknown> -> vector<4xi64>
  %5 = spv.ImageQuerySize %cube : !spv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, SamplerUnknown, Unknown> -> vector<3xi32>
  %6 = spv.ImageQuerySize %buf : !spv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i16
  %7 = spv.ImageQuerySize %2 : !spv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return
}

// CHECK-LABEL: spv.func @coop(
spv.func @coop(%ptr: !spv.ptr<i32, StorageBuffer>, %vp: !spv.ptr<vector<4xi32>, Workgroup>, %pp: !spv.ptr<f32, PhysicalStorageBuffer>, %stride: i32, %b: i1, %m: !spv.coopmatrix<8x16xi32, Workgroup>) "None" {
  // CHECK: spv.CooperativeMatrixLoadNV %{{.*}}, %{{.*}}, %{{.*}} : !spv.ptr<i32, StorageBuffer> as !spv.coopmatrix<16x8xi32, Workgroup>
  %0 = spv.CooperativeMatrixLoadNV %ptr, %stride, %b : !spv.ptr<i32, StorageBuffer> as !spv.coopmatrix<16x8xi32, Workgroup>
  // CHECK: ["Volatile|Nontemporal"] : !spv.ptr<vector<4xi32>, Workgroup> as
  %1 = spv.CooperativeMatrixLoadNV %vp, %stride, %b ["Volatile|Nontemporal"] : !spv.ptr<vector<4xi32>, Workgroup> as !spv.coopmatrix<8x16xi32, Subgroup>
  // 13 drops the alignment when printing
  // CHECK: ["Aligned"] : !spv.ptr<f32, PhysicalStorageBuffer> as
  %2 = spv.CooperativeMatrixLoadNV %pp, %stride, %b ["Aligned", 16] : !spv.ptr<f32, PhysicalStorageBuffer> as !spv.coopmatrix<8x8xf32, Subgroup>
  %3 = "spv.CooperativeMatrixLoadNV"(%ptr, %stride, %b) {memory_access = 0 : i32} : (!spv.ptr<i32, StorageBuffer>, i32, i1) -> !spv.coopmatrix<8x8xi32, Subgroup>
  // CHECK: spv.CooperativeMatrixStoreNV %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !spv.ptr<i32, StorageBuffer>, !spv.coopmatrix<8x16xi32, Workgroup>
  spv.CooperativeMatrixStoreNV %ptr, %m, %stride, %b : !spv.ptr<i32, StorageBuffer>, !spv.coopmatrix<8x16xi32, Workgroup>
  // CHECK: spv.CooperativeMatrixStoreNV {{.*}} ["Volatile"] : !spv.ptr<vector<4xi32>, Workgroup>,
  spv.CooperativeMatrixStoreNV %vp, %m, %stride, %b ["Volatile"] : !spv.ptr<vector<4xi32>, Workgroup>, !spv.coopmatrix<8x16xi32, Workgroup>
  spv.Return
}

// CHECK-LABEL: spv.module Logical GLSL450
spv.module Logical GLSL450 {
  spv.SpecConstant @sc = 42 : i32
  spv.SpecConstant @flag = true
  spv.func @spec(%x: i32) -> i32 "None" {
    %0 = spv.Constant 1 : i32
    %1 = spv.Constant dense<[1, 2]> : vector<2xi32>
    // CHECK: spv.SpecConstantOperation wraps "spv.IAdd"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
    %2 = spv.SpecConstantOperation wraps "spv.IAdd"(%0, %0) : (i32, i32) -> i32
    %3 = spv.mlir.referenceof @sc : i32
    // CHECK: wraps "spv.ISub"(%{{.*}}, %{{.*}}) {tag} : (i32, i32) -> i32
    %4 = spv.SpecConstantOperation wraps "spv.ISub"(%3, %2) {tag} : (i32, i32) -> i32
    %5 = spv.SpecConstantOperation wraps "spv.CompositeExtract"(%1) {indices = [1 : i32]} : (vector<2xi32>) -> i32 loc("extract")
    %6 = spv.mlir.referenceof @flag : i1
    %7 = spv.SpecConstantOperation wraps "spv.Select"(%6, %4, %5) : (i1, i32, i32) -> i32
    %8 = spv.SpecConstantOperation wraps "spv.SLessThan"(%7, %3) : (i32, i32) -> i1
    %9 = spv.SpecConstantOperation wraps "spv.LogicalNot"(%8) : (i1) -> i1
    %10 = spv.SpecConstantOperation wraps "spv.UConvert"(%7) : (i32) -> i64
    %11 = spv.IAdd %7, %x : i32
    spv.ReturnValue %11 : i32
  }
}
