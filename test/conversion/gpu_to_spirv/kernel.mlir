// -convert-gpu-to-spirv: a kernel with every launch-config op, index
// arithmetic and loads / stores of memrefs; the gpu.module is cloned into
// spv.module @__spv__<name>, diffed against mlir-opt-13.
// RUN: cmlir-opt -convert-gpu-to-spirv -split-input-file %s > %t.ours
// RUN: %upstream_opt -convert-gpu-to-spirv -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: spv.module @__spv__ops Logical GLSL450 {
// CHECK-DAG: spv.GlobalVariable @__builtin_var_WorkgroupId__ built_in("WorkgroupId") : !spv.ptr<vector<3xi32>, Input>
// CHECK-DAG: spv.GlobalVariable @__builtin_var_SubgroupSize__ built_in("SubgroupSize") : !spv.ptr<i32, Input>
// CHECK: spv.func @scale(%arg0: !spv.ptr<!spv.struct<(!spv.array<64 x f32, stride=4> [0])>, StorageBuffer> {spv.interface_var_abi = #spv.interface_var_abi<(0, 0)>}, %arg1: f32 {spv.interface_var_abi = #spv.interface_var_abi<(0, 1), StorageBuffer>}
// CHECK: spv.Constant 8 : i32
// CHECK: spv.AccessChain
// CHECK: spv.Store "StorageBuffer"
// CHECK: gpu.module @ops
module attributes {gpu.container_module, spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  gpu.module @ops {
    gpu.func @scale(%buf: memref<8x8xf32>, %s: f32, %n: index) kernel
        attributes {spv.entry_point_abi = {local_size = dense<[8, 2, 1]> : vector<3xi32>}} {
      %bx = "gpu.block_id"() {dimension = "x"} : () -> index
      %tx = "gpu.thread_id"() {dimension = "x"} : () -> index
      %ty = "gpu.thread_id"() {dimension = "y"} : () -> index
      %gz = "gpu.grid_dim"() {dimension = "z"} : () -> index
      %dx = "gpu.block_dim"() {dimension = "x"} : () -> index
      %dy = "gpu.block_dim"() {dimension = "y"} : () -> index
      %sg = gpu.subgroup_size : index
      %ns = gpu.num_subgroups : index
      %si = gpu.subgroup_id : index
      %0 = muli %bx, %dx : index
      %1 = addi %0, %tx : index
      %2 = addi %1, %n : index
      %v = memref.load %buf[%2, %ty] : memref<8x8xf32>
      %w = mulf %v, %s : f32
      %c = cmpi slt, %2, %sg : index
      %x = select %c, %w, %v : f32
      memref.store %x, %buf[%2, %ty] : memref<8x8xf32>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module, spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  gpu.module @two {
    gpu.func @k2(%a: memref<4xi32, 3> {spv.interface_var_abi = #spv.interface_var_abi<(1, 2)>}) kernel
        attributes {spv.entry_point_abi = {local_size = dense<[4, 1, 1]> : vector<3xi32>}} {
      %c1 = constant 1 : index
      %v = memref.load %a[%c1] : memref<4xi32, 3>
      %c7 = constant 7 : i32
      %s = addi %v, %c7 : i32
      memref.store %s, %a[%c1] : memref<4xi32, 3>
      gpu.return
    }
  }
}
