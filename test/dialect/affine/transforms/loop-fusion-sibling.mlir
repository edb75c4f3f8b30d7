// -affine-loop-fusion, sibling (input reuse) fusion: nests reading the same
// buffer with no dependence between them are fused when that keeps their
// write regions; the options (compute tolerance, fast memory space and its
// size threshold).  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion="fusion-fast-mem-space=2 fusion-local-buf-threshold=1" -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion="fusion-fast-mem-space=2 fusion-local-buf-threshold=1" -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion="fusion-compute-tolerance=0.0" -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion="fusion-compute-tolerance=0.0" -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @siblings
// CHECK:       affine.for
// CHECK-NEXT:  affine.for
// CHECK-NOT:   affine.for
// CHECK:       return
func @siblings(%in: memref<10x10xf32>, %o1: memref<10x10xf32>, %o2: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      affine.store %v, %o1[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      %w = addf %v, %v : f32
      affine.store %w, %o2[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// -----

// A producer whose slice is recomputed per consumer iteration (a
// stencil): fused only within the compute tolerance.
func @stencil() {
  %a = memref.alloc() : memref<100xf32>
  affine.for %i = 0 to 100 {
    %v = "test.produce"() : () -> f32
    affine.store %v, %a[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 98 {
    %v0 = affine.load %a[%i] : memref<100xf32>
    %v1 = affine.load %a[%i + 1] : memref<100xf32>
    %v2 = affine.load %a[%i + 2] : memref<100xf32>
    "test.use"(%v0, %v1, %v2) : (f32, f32, f32) -> ()
  }
  return
}

// -----

// A small private buffer goes to the fast memory space when asked.
func @fast_space() {
  %a = memref.alloc() : memref<8x128xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 128 {
      %v = "test.produce"() : () -> f32
      affine.store %v, %a[%i, %j] : memref<8x128xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 128 {
      %v = affine.load %a[%i, 127 - %j] : memref<8x128xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// Unsupported shapes are left alone: a function with several blocks, a
// nest with a non-affine region.
func @multi_block(%c: i1) {
  %a = memref.alloc() : memref<10xf32>
  %f = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %f, %a[%i] : memref<10xf32>
  }
  cond_br %c, ^bb1, ^bb1
^bb1:
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func @region_op() {
  %a = memref.alloc() : memref<10xf32>
  %f = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %f, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    scf.execute_region {
      %v = affine.load %a[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
      scf.yield
    }
  }
  return
}
