// -convert-std-to-spirv=emulate-non-32-bit-scalar-types=false: types the
// target does not support natively stay unconverted (their functions
// too); supported ones convert as usual; diffed against mlir-opt-13.
// RUN: cmlir-opt -convert-std-to-spirv=emulate-non-32-bit-scalar-types=false -split-input-file %s > %t.ours
// RUN: %upstream_opt -convert-std-to-spirv=emulate-non-32-bit-scalar-types=false -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: func @narrow(%arg0: i8, %arg1: f64)
// CHECK: spv.func @wide(%arg0: i32, %arg1: f32, %arg2: vector<4xi32>)
// CHECK: func @mem(%arg0: memref<4xi16>)
// CHECK: spv.func @native(%arg0: i8, %arg1: !spv.ptr<!spv.struct<(!spv.array<4 x i16, stride=2> [0])>, StorageBuffer>)
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  func @narrow(%a: i8, %b: f64) { return }
  func @wide(%a: i32, %b: f32, %c: vector<4xi32>) { return }
  func @mem(%a: memref<4xi16>) { return }
}

// -----

module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, Int8, Int16, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, {}>} {
  func @native(%a: i8, %b: memref<4xi16>) { return }
}
