// -convert-vector-to-spirv: broadcast, extract, insert, extractelement,
// insertelement, fma, bitcast (same, wider and narrower elements),
// extract_strided_slice (to a vector and to one element),
// insert_strided_slice; diffed against mlir-opt-13.
// RUN: cmlir-opt -convert-vector-to-spirv %s > %t.ours
// RUN: %upstream_opt -convert-vector-to-spirv %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: spv.CompositeConstruct %arg0, %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK: spv.VectorExtractDynamic
// CHECK: spv.GLSL.Fma
// CHECK: spv.VectorShuffle [1 : i32, 2 : i32] %arg1 : vector<4xf32>, %arg1 : vector<4xf32> -> vector<2xf32>
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, Float16], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
func @v(%a: f32, %v: vector<4xf32>, %w: vector<2xf32>, %i: i32, %h: vector<2xf16>, %v3: vector<3xf32>) {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.extract %v[2] : vector<4xf32>
  %2 = vector.insert %a, %v[1] : f32 into vector<4xf32>
  %3 = vector.extractelement %v[%i : i32] : vector<4xf32>
  %4 = vector.insertelement %a, %v[%i : i32] : vector<4xf32>
  %5 = vector.fma %v, %v, %v : vector<4xf32>
  %6 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %7 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %8 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  %9 = vector.bitcast %h : vector<2xf16> to vector<1xf32>
  %10 = vector.bitcast %w : vector<2xf32> to vector<4xf16>
  %11 = vector.extract_strided_slice %v {offsets = [3], sizes = [1], strides = [1]} : vector<4xf32> to vector<1xf32>
  %12 = vector.broadcast %a : f32 to vector<3xf32>
  %13 = vector.insert_strided_slice %w, %v3 {offsets = [0], strides = [1]} : vector<2xf32> into vector<3xf32>
  spv.Return
}
// spv.ReturnValue in a builtin func is not checked against its type (13)
func @ret(%v: vector<4xf32>, %i: i32) {
  %0 = vector.extractelement %v[%i : i32] : vector<4xf32>
  spv.ReturnValue %0 : f32
}
}
