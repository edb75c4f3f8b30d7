// -lower-host-to-llvm: the gpu.module erased, std and memref lowered with
// C wrappers, each gpu.launch_func a call of __spv__<module>_<kernel>
// with the memref arguments copied to and from linkonce globals named
// after the kernel module and the bound spv globals (one global and one
// declaration shared by two launches), the spv.module's entry point
// renamed to match; custom and generic forms diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -lower-host-to-llvm %s > %t.ours
// RUN: %upstream_opt -lower-host-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -lower-host-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.ours.g
// RUN: %upstream_opt -lower-host-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.mlir.global linkonce @__spv__foo_c_descriptor_set0_binding2() : !llvm.struct<(array<4 x f32>)>
// CHECK-NEXT: llvm.mlir.global linkonce @__spv__foo_b_descriptor_set0_binding1() : !llvm.struct<(array<4 x f32>)>
// CHECK-NEXT: llvm.mlir.global linkonce @__spv__foo_a_descriptor_set0_binding0() : !llvm.struct<(array<4 x f32>)>
// CHECK-NEXT: llvm.func @__spv__foo_k()
// CHECK: spv.module @__spv__foo
// CHECK: spv.func @__spv__foo_k() "None"
// CHECK: spv.EntryPoint "GLCompute" @__spv__foo_k
// CHECK-NOT: gpu.
// CHECK: llvm.func @main(
// CHECK: %[[DST:.*]] = llvm.mlir.addressof @__spv__foo_a_descriptor_set0_binding0 : !llvm.ptr<struct<(array<4 x f32>)>>
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%[[DST]], %{{.*}}, %{{.*}}, %[[F]])
// CHECK: llvm.call @__spv__foo_k() : () -> ()
// CHECK: llvm.func @_mlir_ciface_main(
module attributes {gpu.container_module} {
  spv.module @__spv__foo Logical GLSL450 requires #spv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]> {
    spv.GlobalVariable @a bind(0, 0) : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spv.GlobalVariable @b bind(0, 1) : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spv.GlobalVariable @c bind(0, 2) : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spv.func @k() "None" {
      spv.Return
    }
    spv.EntryPoint "GLCompute" @k
    spv.ExecutionMode @k "LocalSize", 1, 1, 1
  }
  gpu.module @foo {
    gpu.func @k(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func @main(%x: memref<4xf32>, %y: memref<4xf32>) {
    %z = memref.alloc() : memref<4xf32>
    %one = constant 1 : index
    %four = constant 4 : index
    gpu.launch_func @foo::@k blocks in (%four, %one, %one) threads in (%one, %one, %one) args(%x : memref<4xf32>, %y : memref<4xf32>, %z : memref<4xf32>)
    gpu.launch_func @foo::@k blocks in (%four, %one, %one) threads in (%one, %one, %one) args(%y : memref<4xf32>, %x : memref<4xf32>, %z : memref<4xf32>)
    return
  }
}
