// -affine-data-copy-generate: regions of slow-memory memrefs accessed in a
// loop nest are copied to fast buffers (point-wise copy loops or DMAs),
// accesses redirected; copies are hoisted above the loops the region does
// not depend on.  Diffed with mlir-opt-13 under several option sets.
// REQUIRES: upstream
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=0" %s > %t.ours
// RUN: %upstream_opt -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=0" %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" %s > %t.ours
// RUN: %upstream_opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 fast-mem-capacity=1" %s > %t.ours 2>&1
// RUN: %upstream_opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 fast-mem-capacity=1" %s > %t.up 2>&1
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma=false skip-non-unit-stride-loops" %s > %t.ours
// RUN: %upstream_opt -split-input-file -affine-data-copy-generate="generate-dma=false skip-non-unit-stride-loops" %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -test-affine-data-copy=memref-filter %s > %t.ours
// RUN: %upstream_opt -split-input-file -test-affine-data-copy=memref-filter %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -test-affine-data-copy=for-memref-region %s > %t.ours
// RUN: %upstream_opt -split-input-file -test-affine-data-copy=for-memref-region %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=0" %s | FileCheck %s
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// HELP: --affine-data-copy-generate
// HELP: --fast-mem-capacity=<ulong>
// HELP: --test-affine-data-copy

// CHECK-LABEL: func @tiled_sum
// CHECK: memref.alloc() : memref<256x256xf32>
// CHECK: affine.for
// CHECK: affine.load %{{.*}} : memref<256x256xf32>
// CHECK: affine.store
func @tiled_sum(%a: memref<256x256xf32>, %b: memref<256x256xf32>) {
  affine.for %it = 0 to 256 step 32 {
    affine.for %jt = 0 to 256 step 32 {
      affine.for %i = affine_map<(d0) -> (d0)>(%it) to affine_map<(d0) -> (d0 + 32)>(%it) {
        affine.for %j = affine_map<(d0) -> (d0)>(%jt) to affine_map<(d0) -> (d0 + 32)>(%jt) {
          %x = affine.load %a[%i, %j] : memref<256x256xf32>
          %y = affine.load %b[%j, %i] : memref<256x256xf32>
          %s = addf %x, %y : f32
          affine.store %s, %b[%j, %i] : memref<256x256xf32>
        }
      }
    }
  }
  return
}

// -----

// A read-modify-write region, a shifted access and straight-line code.
// CHECK-LABEL: func @shifted
func @shifted(%a: memref<100xf32>, %b: memref<8x64xf32>) {
  %c3 = constant 3 : index
  %v0 = affine.load %a[%c3] : memref<100xf32>
  affine.store %v0, %a[5] : memref<100xf32>
  affine.for %i = 0 to 64 {
    %v = affine.load %a[%i + 10] : memref<100xf32>
    %w = affine.load %b[3, %i] : memref<8x64xf32>
    %s = addf %v, %w : f32
    affine.store %s, %a[%i + 20] : memref<100xf32>
  }
  return
}

// -----

// A region parametric in an outer loop; a loop nest with a single innermost
// loop for the test pass.
// CHECK-LABEL: func @param
func @param(%a: memref<64x128xf32>) {
  affine.for %i = 0 to 64 step 2 {
    affine.for %j = 0 to 128 {
      %v = affine.load %a[%i, %j] : memref<64x128xf32>
      %w = affine.load %a[%i + 1, %j] : memref<64x128xf32>
      %s = mulf %v, %w : f32
      affine.store %s, %a[%i, %j] : memref<64x128xf32>
    }
  }
  return
}
