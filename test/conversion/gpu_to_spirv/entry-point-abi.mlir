// -test-spirv-entry-point-abi (13's test pass): kernels without
// spv.entry_point_abi get local_size from workgroup-size (missing
// dimensions 1); then an OpenCL (Kernel) target gets no interface ABI;
// unused pointer arguments need no bitcast; diffed against mlir-opt-13.
// RUN: cmlir-opt -test-spirv-entry-point-abi %s > %t.ours
// RUN: %upstream_opt -test-spirv-entry-point-abi %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -test-spirv-entry-point-abi=workgroup-size=8,2 -convert-gpu-to-spirv %s > %t.ours2
// RUN: %upstream_opt -test-spirv-entry-point-abi=workgroup-size=8,2 -convert-gpu-to-spirv %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s < %t.ours2

// CHECK: spv.module @__spv__k Physical64 OpenCL
// CHECK: spv.func @a(%arg0: f32, %arg1: !spv.ptr<!spv.struct<(!spv.array<12 x f32, stride=4>)>, CrossWorkgroup>) "None" attributes {spv.entry_point_abi = {local_size = dense<[8, 2, 1]> : vector<3xi32>}
// CHECK: spv.entry_point_abi = {local_size = dense<[1, 2, 3]> : vector<3xi32>}
module attributes {gpu.container_module, spv.target_env = #spv.target_env<#spv.vce<v1.0, [Kernel, Addresses], []>, {}>} {
  gpu.module @k {
    gpu.func @a(%x: f32, %y: memref<12xf32, 11>) kernel {
      gpu.return
    }
    gpu.func @b() kernel attributes {spv.entry_point_abi = {local_size = dense<[1, 2, 3]> : vector<3xi32>}} {
      gpu.return
    }
  }
}
