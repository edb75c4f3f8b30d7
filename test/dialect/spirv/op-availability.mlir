// RUN: cmlir-opt -mlir-disable-threading -test-spirv-op-availability %s > %t.ours && %upstream_opt -mlir-disable-threading -test-spirv-op-availability %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-disable-threading -test-spirv-op-availability %s | FileCheck %s
// REQUIRES: upstream
// -test-spirv-op-availability: each spv op's version bounds and its
// extension / capability alternatives, its own then its enum attributes'
// (every bit of a bit enum).

// CHECK-LABEL: atomics
func @atomics(%p: !spv.ptr<i32, Workgroup>, %v: i32) -> i32 {
  // CHECK: spv.AtomicOr capabilities: [ [AtomicStorage] ]
  %0 = spv.AtomicOr "Workgroup" "AcquireRelease|AtomicCounterMemory" %p, %v : !spv.ptr<i32, Workgroup>
  // CHECK: spv.AtomicCompareExchangeWeak max version: v1.3
  %1 = spv.AtomicCompareExchangeWeak "Workgroup" "Release" "Acquire" %p, %0, %v : !spv.ptr<i32, Workgroup>
  // CHECK: spv.ControlBarrier capabilities: [ [Shader] ]
  spv.ControlBarrier Workgroup, Device, "Acquire|UniformMemory"
  return %1 : i32
}

// CHECK-LABEL: images
func @images(%i: !spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, %p: !spv.ptr<i32, StorageBuffer>, %s: i32, %b: i1) {
  // CHECK: spv.ImageQuerySize capabilities: [ [ImageQuery, Kernel] ]
  %0 = spv.ImageQuerySize %i : !spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  // CHECK: spv.CooperativeMatrixLoadNV extensions: [ [SPV_NV_cooperative_matrix] ]
  %1 = spv.CooperativeMatrixLoadNV %p, %s, %b ["Volatile"] : !spv.ptr<i32, StorageBuffer> as !spv.coopmatrix<8x8xi32, Subgroup>
  // CHECK: spv.GroupNonUniformBallot min version: v1.3
  %2 = spv.GroupNonUniformBallot Workgroup %b : vector<4xi32>
  return
}

// CHECK-LABEL: modules
func @modules() {
  // CHECK: spv.module extensions: [ [SPV_EXT_physical_storage_buffer, SPV_KHR_physical_storage_buffer] [SPV_KHR_vulkan_memory_model] ]
  spv.module PhysicalStorageBuffer64 Vulkan {
    spv.func @f(%p: !spv.ptr<f32, Function>) "Inline" {
      %0 = spv.Load "Function" %p ["Volatile|Aligned", 4] : f32
      spv.Store "Function" %p, %0 ["Nontemporal"] : f32
      spv.Return
    }
  }
  return
}
