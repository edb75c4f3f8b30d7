// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The atomic and barrier ops of spv: scopes and semantics as i32 enum
// attributes (strings in the atomics, keywords for barrier scopes).

// CHECK-LABEL: func @atomics(
func @atomics(%p: !spv.ptr<i32, Workgroup>, %q: !spv.ptr<i64, StorageBuffer>, %v: i32, %w: i64) {
  // CHECK: spv.AtomicIAdd "Workgroup" "AcquireRelease" %{{.*}}, %{{.*}} : !spv.ptr<i32, Workgroup>
  %0 = spv.AtomicIAdd "Workgroup" "AcquireRelease" %p, %v : !spv.ptr<i32, Workgroup>
  // CHECK: spv.AtomicISub "Device" "None" %{{.*}}, %{{.*}} : !spv.ptr<i64, StorageBuffer>
  %1 = spv.AtomicISub "Device" "None" %q, %w : !spv.ptr<i64, StorageBuffer>
  %2 = spv.AtomicAnd "Subgroup" "Acquire" %p, %v : !spv.ptr<i32, Workgroup>
  %3 = spv.AtomicOr "Workgroup" "Release|UniformMemory" %p, %v : !spv.ptr<i32, Workgroup>
  %4 = spv.AtomicXor "Workgroup" "SequentiallyConsistent" %p, %v : !spv.ptr<i32, Workgroup>
  %5 = spv.AtomicSMax "Workgroup" "None" %p, %v : !spv.ptr<i32, Workgroup>
  %6 = spv.AtomicSMin "Workgroup" "None" %p, %v : !spv.ptr<i32, Workgroup>
  %7 = spv.AtomicUMax "Workgroup" "None" %p, %v : !spv.ptr<i32, Workgroup>
  %8 = spv.AtomicUMin "Workgroup" "None" %p, %v : !spv.ptr<i32, Workgroup>
  // CHECK: spv.AtomicIIncrement "Device" "None" %{{.*}} : !spv.ptr<i32, Workgroup>
  %9 = spv.AtomicIIncrement "Device" "None" %p : !spv.ptr<i32, Workgroup>
  // CHECK: spv.AtomicIDecrement "Invocation" "Acquire" %{{.*}} : !spv.ptr<i64, StorageBuffer>
  %10 = spv.AtomicIDecrement "Invocation" "Acquire" %q : !spv.ptr<i64, StorageBuffer>
  // CHECK: spv.AtomicCompareExchangeWeak "Workgroup" "Release" "Acquire" %{{.*}}, %{{.*}}, %{{.*}} : !spv.ptr<i32, Workgroup>
  %11 = spv.AtomicCompareExchangeWeak "Workgroup" "Release" "Acquire" %p, %v, %v : !spv.ptr<i32, Workgroup>
  return
}

// CHECK-LABEL: func @barriers(
func @barriers() {
  // CHECK: spv.ControlBarrier Workgroup, Device, "Acquire|UniformMemory"
  spv.ControlBarrier "Workgroup", Device, "Acquire|UniformMemory"
  // CHECK: spv.MemoryBarrier Device, "None"
  spv.MemoryBarrier "Device", "None"
  // CHECK: spv.MemoryBarrier Subgroup, Release {x}
  spv.MemoryBarrier Subgroup, Release {x}
  return
}
