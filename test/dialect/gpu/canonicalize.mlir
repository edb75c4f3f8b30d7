// gpu.memcpy folds memref.cast operands (13's foldMemRefCast); dead
// side-effect free gpu ops are erased.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: FileCheck %s < %t.ours
// gpu.func is no callable for the inliner (13): its body is left alone.
// RUN: cmlir-opt -allow-unregistered-dialect -inline %s > %t.iours && %upstream_opt -inline %s > %t.itheirs && diff %t.iours %t.itheirs

// CHECK-LABEL: func @fold_casts
// CHECK-NOT: memref.cast
// CHECK: gpu.memcpy  %arg1, %arg0 : memref<8xf32>, memref<8xf32>
func @fold_casts(%a : memref<8xf32>, %b : memref<8xf32>) {
  %0 = memref.cast %a : memref<8xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<8xf32> to memref<?xf32>
  gpu.memcpy %1, %0 : memref<?xf32>, memref<?xf32>
  return
}

// CHECK-LABEL: func @async_fold
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: gpu.memcpy async [%[[T]]] %arg0, %arg1 : memref<4xf32>, memref<?xf32>
func @async_fold(%a : memref<4xf32>, %b : memref<?xf32>) -> !gpu.async.token {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %t = gpu.wait async
  %u = gpu.memcpy async [%t] %c, %b : memref<?xf32>, memref<?xf32>
  return %u : !gpu.async.token
}

// Side-effect free ops and unused allocations go, the barrier stays.
// CHECK-LABEL: func @dead
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: return
func @dead() {
  %0 = "gpu.thread_id"() {dimension = "x"} : () -> index
  %1 = gpu.subgroup_size : index
  %2 = gpu.alloc () : memref<4xf32>
  gpu.barrier
  return
}

gpu.module @kernels {
  gpu.func @not_callable(%a : f32) kernel {
    %c = constant 1.0 : f32
    %d = constant 1.0 : f32
    %0 = "gpu.thread_id"() {dimension = "x"} : () -> index
    "use"(%c, %d) : (f32, f32) -> ()
    gpu.return
  }
}
