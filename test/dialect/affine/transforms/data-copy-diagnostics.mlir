// -affine-data-copy-generate diagnostics: a region without a constant
// bounding box cannot be copied (error at the start of the block range),
// copy buffers beyond the fast memory capacity get a warning on the op
// owning the block.  The same messages and places as mlir-opt-13.
// RUN: cmlir-opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-capacity=1 skip-non-unit-stride-loops" -verify-diagnostics %s
// REQUIRES: upstream
// RUN: %upstream_opt -split-input-file -affine-data-copy-generate="generate-dma fast-mem-capacity=1 skip-non-unit-stride-loops" -verify-diagnostics %s

func @dynamic(%a: memref<?x?xf32>, %n: index) {
  // expected-error@+1 {{copy generation failed for one or more memref's in this block}}
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// With skip-non-unit-stride-loops, the capacity does not choose the depth.
func @too_big(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %i = 0 to 64 step 2 {
    // expected-warning@-1 {{Total size of all copy buffers' for this block exceeds fast memory capacity}}
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %v = affine.load %a[%j, %k] : memref<64x64xf32>
        affine.store %v, %b[%k, %j] : memref<64x64xf32>
      }
    }
  }
  return
}
