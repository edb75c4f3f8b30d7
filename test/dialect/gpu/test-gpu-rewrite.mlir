// -test-gpu-rewrite (13's all_reduce lowering under the greedy driver),
// diffed with mlir-opt-13: each `op` on floats and integers, a reduction
// region (several blocks, gpu.yield), two all_reduces in one function,
// existing workgroup and private attributions, functions without
// all_reduce.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -test-gpu-rewrite -split-input-file %s > %t.ours && %upstream_opt -test-gpu-rewrite -split-input-file %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -test-gpu-rewrite -mlir-print-debuginfo -split-input-file %s > %t.dours && %upstream_opt -test-gpu-rewrite -mlir-print-debuginfo -split-input-file %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: gpu.func @int_ops(
// CHECK-SAME: workgroup(%{{.*}} : memref<32xi32, 3>, %{{.*}} : memref<32xi32, 3>)
// CHECK: gpu.shuffle %{{.*}} xor : i32
// CHECK: cmpi ult
// CHECK: select
// CHECK: muli
// CHECK: gpu.barrier
gpu.module @kernels {
  gpu.func @int_ops(%a : i32, %out : memref<2xi32>) kernel {
    %min = "gpu.all_reduce"(%a) ({}) {op = "min"} : (i32) -> (i32)
    %mul = "gpu.all_reduce"(%min) ({}) {op = "mul"} : (i32) -> (i32)
    %c0 = constant 0 : index
    memref.store %mul, %out[%c0] : memref<2xi32>
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @bits(%a : i32) workgroup(%w : memref<4xf32, 3>) private(%p : memref<2xf32, 5>) kernel {
    %x = "gpu.all_reduce"(%a) ({}) {op = "and"} : (i32) -> (i32)
    %y = "gpu.all_reduce"(%x) ({}) {op = "or"} : (i32) -> (i32)
    %z = "gpu.all_reduce"(%y) ({}) {op = "xor"} : (i32) -> (i32)
    %q = "gpu.all_reduce"(%z) ({}) {op = "max"} : (i32) -> (i32)
    "test.use"(%q) : (i32) -> ()
    gpu.return
  }
  gpu.func @floats(%a : f32) {
    %m = "gpu.all_reduce"(%a) ({}) {op = "min"} : (f32) -> (f32)
    %n = "gpu.all_reduce"(%m) ({}) {op = "mul"} : (f32) -> (f32)
    "test.use"(%n) : (f32) -> ()
    gpu.return
  }
  gpu.func @nothing(%a : f32) {
    gpu.return
  }
}

// -----

// A reduction region: copied at each accumulation, gpu.yield becoming a
// branch to the block after it.
// CHECK-LABEL: gpu.func @region(
gpu.module @kernels {
  gpu.func @region(%a : f32) kernel {
    %r = "gpu.all_reduce"(%a) ({
    ^bb0(%lhs : f32, %rhs : f32):
      %lt = cmpf olt, %lhs, %rhs : f32
      cond_br %lt, ^x, ^y
    ^x:
      %s = addf %lhs, %rhs : f32
      "gpu.yield"(%s) : (f32) -> ()
    ^y:
      "gpu.yield"(%lhs) : (f32) -> ()
    }) : (f32) -> (f32)
    %t = "gpu.all_reduce"(%r) ({
    ^bb0(%lhs : f32, %rhs : f32):
      %m = mulf %lhs, %rhs : f32
      "gpu.yield"(%m) : (f32) -> ()
    }) : (f32) -> (f32)
    "test.use"(%t) : (f32) -> ()
    gpu.return
  }
}
