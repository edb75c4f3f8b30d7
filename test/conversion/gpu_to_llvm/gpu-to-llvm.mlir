// -gpu-to-llvm, diffed with mlir-opt-13: the runtime calls of gpu.wait
// (streams and events), gpu.alloc / dealloc / memcpy (static and dynamic
// shapes, memory spaces), gpu.host_register, gpu.launch_func (sync and
// async, scalar / memref / unranked arguments in a parameter struct named
// "", ".1", ...; the binary and kernel name globals; the annotation
// option), tokens crossing function boundaries, and the std / memref /
// vector lowering of the host code around them.
// REQUIRES: upstream
// RUN: cmlir-opt -gpu-to-llvm -split-input-file %s > %t.ours && %upstream_opt -gpu-to-llvm -split-input-file %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -gpu-to-llvm='gpu-binary-annotation=nvvm.cubin' -split-input-file %s > %t.nours && %upstream_opt -gpu-to-llvm='gpu-binary-annotation=nvvm.cubin' -split-input-file %s > %t.ntheirs && diff %t.nours %t.ntheirs
// RUN: cmlir-opt -gpu-to-llvm -mlir-print-debuginfo -split-input-file %s > %t.dours && %upstream_opt -gpu-to-llvm -mlir-print-debuginfo -split-input-file %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: FileCheck %s < %t.ours
// RUN: FileCheck %s --check-prefix=NVVM < %t.nours

// CHECK-LABEL: llvm.func @alloc(
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
// CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
// CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[S]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.void
// CHECK: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK: llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
module attributes {gpu.container_module} {
  func @alloc(%size : index) -> memref<?x4xf32, 3> {
    %0 = gpu.wait async
    %1, %2 = gpu.alloc async [%0] (%size) : memref<?xf32>
    %m, %t = gpu.alloc async [%2] (%size) : memref<?x4xf32, 3>
    %3 = gpu.dealloc async [%t] %1 : memref<?xf32>
    gpu.wait [%3]
    return %m : memref<?x4xf32, 3>
  }
}

// -----

// CHECK-LABEL: llvm.func @memcpy(
// CHECK: llvm.call @mgpuMemcpy
module attributes {gpu.container_module} {
  func @memcpy(%dst : memref<7x2xf32, 1>, %src : memref<7x2xf32>, %d : memref<?x3xi16>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<7x2xf32, 1>, memref<7x2xf32>
    %t2 = gpu.memcpy async [%t1] %d, %d : memref<?x3xi16>, memref<?x3xi16>
    gpu.wait [%t2]
    return
  }
}

// -----

// Streams waited on through events recorded after their producers.
// CHECK-LABEL: llvm.func @events(
// CHECK: %[[S0:.*]] = llvm.call @mgpuStreamCreate
// CHECK-NEXT: %[[E0:.*]] = llvm.call @mgpuEventCreate
// CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E0]], %[[S0]])
// CHECK: llvm.call @mgpuStreamWaitEvent(%{{.*}}, %[[E0]])
// CHECK: llvm.call @mgpuEventDestroy(%[[E0]])
// CHECK-LABEL: llvm.func @token_args(
// CHECK: llvm.call @mgpuEventSynchronize(%arg0)
// CHECK-NEXT: llvm.call @mgpuEventDestroy(%arg0)
module attributes {gpu.container_module} {
  func @events(%sz : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%sz) : memref<?xf32>
    %t2 = gpu.wait async [%t1]
    %t3 = gpu.wait async [%t2, %t0]
    %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
    gpu.wait [%t4, %t2]
    return
  }
  func @token_args(%a : !gpu.async.token, %b : !gpu.async.token) -> !gpu.async.token {
    gpu.wait [%a]
    %t = gpu.wait async [%b]
    return %t : !gpu.async.token
  }
}

// -----

// CHECK: llvm.mlir.global internal constant @other_k_kernel_name("k\00")
// CHECK: llvm.mlir.global internal constant @other_gpubin_cst("B")
// CHECK: llvm.mlir.global internal constant @km_k_kernel_name("k\00")
// CHECK: llvm.mlir.global internal constant @km_gpubin_cst("CUBIN\00x\0A")
// CHECK-NOT: gpu.module
// CHECK-LABEL: llvm.func @launch(
// CHECK: llvm.call @mgpuModuleLoad
// CHECK: llvm.call @mgpuModuleGetFunction
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<"", (f32, i32)>
// CHECK: llvm.call @mgpuLaunchKernel
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<".1", ()>
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<".2", (f32, ptr<f32>, ptr<f32>, i64, i64, i64, i64, i64, i64, ptr<i8>)>
// CHECK: llvm.call @mgpuModuleUnload
// NVVM: llvm.mlir.global internal constant @km_gpubin_cst("NV")
module attributes {gpu.container_module} {
  gpu.module @km attributes {gpu.binary = "CUBIN\00x\n", nvvm.cubin = "NV"} {
    gpu.func @k(%a: f32, %b: i32) kernel { gpu.return }
  }
  gpu.module @other attributes {gpu.binary = "B", nvvm.cubin = "NV2"} {
    gpu.func @k(%a: f32, %m: memref<2x?xf32>, %u: memref<*xf32>) kernel { gpu.return }
  }
  gpu.module @third attributes {gpu.binary = "C", nvvm.cubin = "NV3"} {
    gpu.func @k2() kernel { gpu.return }
  }
  func @launch(%f: f32, %sz: index, %m: memref<2x?xf32>, %u: memref<*xf32>) {
    %c8 = constant 8 : index
    %c32 = constant 32 : i32
    gpu.launch_func @km::@k blocks in (%c8, %sz, %c8) threads in (%sz, %c8, %sz) args(%f : f32, %c32 : i32)
    %t = gpu.wait async
    %t2 = gpu.launch_func async [%t] @third::@k2 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %t3 = gpu.launch_func async [%t2] @other::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<2x?xf32>, %u : memref<*xf32>)
    gpu.wait [%t3]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @host_register(
// CHECK: llvm.call @mgpuMemHostRegisterMemRef(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr<i8>, i64) -> !llvm.void
module attributes {gpu.container_module} {
  func @host_register(%m: memref<*xf32>, %n: memref<*xi8>) {
    gpu.host_register %m : memref<*xf32>
    gpu.host_register %n : memref<*xi8>
    return
  }
}

// -----

// Host code around the gpu ops: std, memref and vector lowered as well;
// an existing declaration of a runtime function is reused; a gpu.module
// that nothing launches goes too.
// CHECK-LABEL: llvm.func @host(
// CHECK: llvm.extractelement
// CHECK: llvm.call @mgpuStreamCreate
// CHECK-NOT: llvm.func @mgpuStreamCreate
module attributes {gpu.container_module} {
  gpu.module @unused {
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  func @host(%v: vector<4xf32>, %i: i32, %buf: memref<4xf32>) -> f32 {
    %e = vector.extractelement %v[%i : i32] : vector<4xf32>
    %c0 = constant 0 : index
    memref.store %e, %buf[%c0] : memref<4xf32>
    %t = gpu.wait async
    gpu.wait [%t]
    %a = addf %e, %e : f32
    return %a : f32
  }
}

// -----

// Tokens through block arguments, a 2-D dynamic memref kernel argument,
// a rank-0 alloc and memcpy.
// CHECK-LABEL: llvm.func @branches(
// CHECK: llvm.cond_br %{{.*}}, ^bb1(%{{.*}} : !llvm.ptr<i8>), ^bb2
// CHECK: ^bb1(%{{.*}}: !llvm.ptr<i8>):
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64, i64, i64)>
module attributes {gpu.container_module} {
  gpu.module @km attributes {gpu.binary = "BIN", nvvm.cubin = "NV"} {
    gpu.func @k(%m: memref<?x?xf32>, %i: index) kernel { gpu.return }
  }
  func @branches(%c: i1, %m: memref<?x?xf32>, %n: index) {
    %t = gpu.wait async
    cond_br %c, ^b1(%t : !gpu.async.token), ^b2
  ^b1(%x: !gpu.async.token):
    %t2 = gpu.launch_func async [%x] @km::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?x?xf32>, %n : index)
    gpu.wait [%t2]
    br ^b2
  ^b2:
    %t3 = gpu.wait async [%t]
    %s, %t4 = gpu.alloc async [%t3] () : memref<f32>
    %t5 = gpu.memcpy async [%t4] %s, %s : memref<f32>, memref<f32>
    gpu.wait [%t5]
    return
  }
}
