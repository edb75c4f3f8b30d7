// -gpu-async-region, diffed with mlir-opt-13: a token threaded through
// launch_func / alloc / dealloc / memcpy (a `gpu.wait async` starting it),
// existing dependencies and tokens kept, host synchronization (`gpu.wait`)
// before terminators, calls, stores and unregistered ops, nested regions
// handled before their parent, ops without effects (constants, std ops,
// scf.for through its recursive effects) not waited on.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -gpu-async-region -split-input-file %s > %t.ours && %upstream_opt -gpu-async-region -split-input-file %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -gpu-async-region -mlir-print-debuginfo %s > %t.dours && %upstream_opt -gpu-async-region -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: FileCheck %s < %t.ours

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%f: f32) kernel { gpu.return }
    gpu.func @noargs() kernel { gpu.return }
  }

  func private @side() -> ()

  // CHECK-LABEL: func @chain(
  // CHECK: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @kernels::@kernel
  // CHECK-NEXT: %[[C:.*]] = constant 1.0
  // CHECK-NEXT: %[[M:.*]], %[[T2:.*]] = gpu.alloc async [%[[T1]]] (%arg0) : memref<?xf32>
  // CHECK-NEXT: %[[T3:.*]] = gpu.memcpy async [%[[T2]]] %[[M]], %arg1
  // CHECK-NEXT: %[[T4:.*]] = gpu.dealloc async [%[[T3]]] %[[M]]
  // CHECK-NEXT: gpu.wait [%[[T4]]]
  // CHECK-NEXT: call @side()
  // CHECK-NEXT: return
  func @chain(%sz : index, %buf : memref<?xf32>, %f : f32) {
    gpu.launch_func @kernels::@kernel
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    %c = constant 1.0 : f32
    %m = gpu.alloc (%sz) : memref<?xf32>
    gpu.memcpy %m, %buf : memref<?xf32>, memref<?xf32>
    gpu.dealloc %m : memref<?xf32>
    call @side() : () -> ()
    return
  }

  // CHECK-LABEL: func @terminator(
  // CHECK: gpu.launch_func async
  // CHECK-NEXT: addi
  // CHECK-NEXT: gpu.wait [%{{.*}}]
  // CHECK-NEXT: return
  func @terminator(%sz : index) {
    gpu.launch_func @kernels::@noargs
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = addi %sz, %sz : index
    return
  }

  // Already async ops and waits: the current token is added in front.
  // CHECK-LABEL: func @existing(
  func @existing(%sz : index) -> memref<4xf32> {
    %t0 = gpu.wait async
    %t1 = gpu.wait async [%t0, %t0]
    %m, %t2 = gpu.alloc async [%t0] () : memref<4xf32>
    %t3 = gpu.launch_func async [%t1] @kernels::@noargs
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait
    gpu.wait [%t2]
    %t4 = gpu.memcpy async %m, %m : memref<4xf32>, memref<4xf32>
    return %m : memref<4xf32>
  }

  // Nested blocks are visited before their parent's: the loop body ends
  // its token with a wait before scf.yield; the loop itself has no effect.
  // CHECK-LABEL: func @nested(
  func @nested(%sz : index, %n : index, %buf : memref<?xf32>) {
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %true = constant true
    %m = gpu.alloc (%sz) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      gpu.launch_func @kernels::@noargs
          blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      %v = memref.load %buf[%i] : memref<?xf32>
      memref.store %v, %buf[%i] : memref<?xf32>
    }
    scf.if %true {
      gpu.dealloc %m : memref<?xf32>
    } else {
      "test.op"() : () -> ()
    }
    gpu.memcpy %m, %buf : memref<?xf32>, memref<?xf32>
    "test.unknown"() : () -> ()
    return
  }

  // Several blocks: the token does not cross a terminator.
  // CHECK-LABEL: func @blocks(
  func @blocks(%sz : index, %c : i1) {
    gpu.launch_func @kernels::@noargs
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    cond_br %c, ^a, ^b
  ^a:
    gpu.launch_func @kernels::@noargs
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    br ^b
  ^b:
    return
  }
}

// -----

// A function without gpu ops is left as it was.
// CHECK-LABEL: func @nothing(
// CHECK-NEXT: call @nothing
func @nothing() {
  call @nothing() : () -> ()
  return
}
