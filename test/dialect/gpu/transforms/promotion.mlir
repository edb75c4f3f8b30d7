// -test-gpu-memory-promotion (13's promoteToWorkgroupMemory): ranks 1, 3
// and 4 (trivial outer loops up to three, the innermost three mapped to
// threads x, y, z), several promoted arguments (the later one's copies
// first), existing workgroup and private attributions, an attribute that
// is not a unit (ignored).  Diffed against mlir-opt-13 with locations.
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='gpu.module(gpu.func(test-gpu-memory-promotion))' -mlir-print-debuginfo %s > %t
// RUN: %upstream_opt -pass-pipeline='gpu.module(gpu.func(test-gpu-memory-promotion))' -mlir-print-debuginfo %s > %t.up
// RUN: diff %t %t.up
// RUN: FileCheck %s < %t

gpu.module @kernels {
  // CHECK-LABEL: gpu.func @ranks
  // CHECK-SAME: workgroup(%{{.*}} : memref<1x1xf64, 3>, %{{.*}} : memref<7xi32, 3>, %{{.*}} : memref<2x3x4x5xf16, 3>)
  // CHECK-SAME: private(%{{.*}} : memref<2xf32, 5>)
  gpu.func @ranks(%a: memref<7xi32> {gpu.test_promote_workgroup},
                  %b: memref<4xf32> {gpu.test_promote_workgroup = 1},
                  %c: memref<2x3x4x5xf16> {gpu.test_promote_workgroup})
      workgroup(%w: memref<1x1xf64, 3>)
      private(%p: memref<2xf32, 5>)
      kernel {
    "test.use"(%a, %b, %c, %w, %p) : (memref<7xi32>, memref<4xf32>, memref<2x3x4x5xf16>, memref<1x1xf64, 3>, memref<2xf32, 5>) -> ()
    gpu.return
  }

  // CHECK-LABEL: gpu.func @rank3
  // CHECK-COUNT-3: scf.for
  // CHECK: gpu.barrier
  gpu.func @rank3(%a: memref<2x2x2xf32> {gpu.test_promote_workgroup}) {
    gpu.return
  }
}
