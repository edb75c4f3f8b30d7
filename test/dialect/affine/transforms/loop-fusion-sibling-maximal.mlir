// -affine-loop-fusion, sibling fusion at the destination's innermost depth
// with a slice whose maximality the constraint check cannot decide (the
// sibling's inner loops run again for every destination iteration): fused
// as mlir-opt-13 fuses it, in both modes.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s --input-file=%t.ours

// CHECK-LABEL: func @repeat
// CHECK-COUNT-6: affine.for
// CHECK:         affine.store
// CHECK-NOT:     affine.for
// CHECK:         return

func @repeat(%v: f32, %in: memref<16x5xf32>) {
  %o = memref.alloc() : memref<40x2xf32>
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 8 {
        %x = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%j, %k)
        %y = affine.load %in[%x, %i] : memref<16x5xf32>
      }
      affine.for %k = 0 to 8 {
        %x = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %k)
        affine.store %v, %o[%x, %j] : memref<40x2xf32>
      }
    }
  }
  affine.for %a = 0 to 3 {
    affine.for %b = 0 to 5 {
      affine.for %c = 0 to 2 {
        affine.for %d = 0 to 8 {
          %x = affine.apply affine_map<(d0, d1) -> (d0 * 8 - d1 + 7)>(%c, %d)
          %y = affine.load %in[%x, %b] : memref<16x5xf32>
        }
      }
    }
  }
  return
}

// -----

// Same trip counts, the destination reads a shifted window: fused at every
// depth, sliced at the innermost.
func @shifted(%in: memref<12x12xf32>, %a: memref<10x10xf32>, %b: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %in[%i, %j] : memref<12x12xf32>
      affine.store %x, %a[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %in[%i + 1, %j + 2] : memref<12x12xf32>
      affine.store %x, %b[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
