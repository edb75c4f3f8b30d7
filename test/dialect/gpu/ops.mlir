// The gpu dialect's ops and types in their custom and generic forms,
// diffed with mlir-opt-13 (printing quirks of 13 included: `gpu.return`
// and `gpu.barrier` print their name only, the async ops print
// `gpu.wait async ` with a trailing space, `gpu.alloc  (` a double one).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -allow-unregistered-dialect %t.gours > %t.again && diff %t.ours %t.again
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo %s > %t.dours && %upstream_opt -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: FileCheck %s < %t.ours

module attributes {gpu.container_module} {
  // CHECK-LABEL: func @launch
  // CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %arg0, %{{.*}} = %arg1, %{{.*}} = %arg0) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %arg1, %{{.*}} = %arg1, %{{.*}} = %arg0) {
  func @launch(%n : index, %m : index, %v : f32) {
    gpu.launch blocks(%i, %j, %k) in (%gx = %n, %gy = %m, %gz = %n)
               threads(%a, %b, %c) in (%sx = %m, %sy = %m, %sz = %n) {
      "work"(%i, %c, %gz, %sx, %v) : (index, index, index, index, f32) -> ()
      br ^next
    ^next:
      gpu.terminator
    } {extra = 1 : i32}
    return
  }

  gpu.module @kern attributes {foo.bar} {
    // CHECK: gpu.func @k1(%arg0: f32, %arg1: memref<4xf32>) workgroup(%arg2 : memref<8xf32, 3>) private(%arg3 : memref<2xi32, 5>) kernel attributes {my.attr = 3 : i64}
    gpu.func @k1(%x : f32, %buf : memref<4xf32>) workgroup(%w : memref<8xf32, 3>) private(%p : memref<2xi32, 5>) kernel attributes {my.attr = 3} {
      %tx = "gpu.thread_id"() {dimension = "x"} : () -> index
      %by = "gpu.block_id"() {dimension = "y"} : () -> index
      %dz = "gpu.block_dim"() {dimension = "z"} : () -> index
      %gx = "gpu.grid_dim"() {dimension = "x"} : () -> index
      %s0 = gpu.subgroup_id : index
      %s1 = gpu.num_subgroups : index
      %s2 = gpu.subgroup_size : index
      %r0 = "gpu.all_reduce"(%x) ({}) {op = "max"} : (f32) -> f32
      %r1 = "gpu.all_reduce"(%x) ({
      ^bb0(%l : f32, %r : f32):
        %s = addf %l, %r : f32
        "gpu.yield"(%s) : (f32) -> ()
      }) : (f32) -> f32
      %off = constant 1 : i32
      %wid = constant 32 : i32
      // CHECK: %result, %valid = gpu.shuffle %arg0, %{{.*}}, %{{.*}} xor : f32
      %sh, %ok = gpu.shuffle %x, %off, %wid xor : f32
      gpu.barrier
      "use"(%tx, %by, %dz, %gx, %s0, %s1, %s2, %r0, %r1, %sh, %ok, %w, %p) : (index, index, index, index, index, index, index, f32, f32, f32, i1, memref<8xf32, 3>, memref<2xi32, 5>) -> ()
      // CHECK: gpu.return
      gpu.return
    }
    gpu.func @k2() kernel {
      gpu.return
    }
    gpu.func @helper(%a : i32 {foo.x}) -> (i32 {bar.y}) {
      gpu.return %a : i32
    }
    gpu.func @two(%a : f32) -> (f32, f32) workgroup() private() {
      gpu.return %a, %a : f32, f32
    }
  }

  // CHECK-LABEL: func @launches
  func @launches(%n : index, %v : f32, %buf : memref<4xf32>) {
    // CHECK: gpu.launch_func  @kern::@k1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0) args(%arg1 : f32, %arg2 : memref<4xf32>)
    gpu.launch_func @kern::@k1 blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32, %buf : memref<4xf32>)
    %t0 = gpu.wait async
    // CHECK: gpu.launch_func async [%{{.*}}] @kern::@k2
    %t1 = gpu.launch_func async [%t0] @kern::@k2 blocks in (%n, %n, %n) threads in (%n, %n, %n) {tag}
    gpu.launch_func @kern::@k2 blocks in (%n, %n, %n) threads in (%n, %n, %n) args()
    gpu.wait [%t0, %t1]
    gpu.wait
    %t2 = gpu.wait async [%t1]
    return
  }

  // CHECK-LABEL: func @memory
  func @memory(%n : index, %u : memref<*xf32>, %dst : memref<?xf32>, %src : memref<?xf32, 1>) {
    // CHECK: %memref = gpu.alloc  (%arg0) : memref<?x4xf32, 1>
    %a = gpu.alloc (%n) : memref<?x4xf32, 1>
    %b = gpu.alloc (%n)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
    %t0 = gpu.wait async
    // CHECK: %memref_1, %asyncToken = gpu.alloc async [%{{.*}}] () : memref<8xf32>
    %c, %t1 = gpu.alloc async [%t0] () : memref<8xf32>
    %t2 = gpu.dealloc async [%t1] %c : memref<8xf32>
    gpu.dealloc %a : memref<?x4xf32, 1>
    gpu.memcpy %dst, %src : memref<?xf32>, memref<?xf32, 1>
    %t3 = gpu.memcpy async [%t2, %t0] %dst, %src : memref<?xf32>, memref<?xf32, 1>
    gpu.host_register %u : memref<*xf32>
    return
  }

  // CHECK-LABEL: func @mma
  func @mma(%mem : memref<32x32xf16, 3>, %out : memref<16x16xf32>, %i : index, %cst : f32, %b : !gpu.mma_matrix<16x16xf16, "BOp">) -> !gpu.async.token {
    %a = gpu.subgroup_mma_load_matrix %mem[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %c = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK: gpu.subgroup_mma_compute %{{.*}}, %{{.*}}, %{{.*}} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %out[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    %t = gpu.wait async
    return %t : !gpu.async.token
  }
}
