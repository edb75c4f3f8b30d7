// -affine-loop-fusion with buffers indexed by a linearization of several
// IVs (`6 * i + j`, `30 * i + 6 * j + k`): the slice bounds find each source
// IV from the access equality with 13's generalized mod detection (every
// other coefficient a multiple of the divisor, or an id already known), so
// the nests fuse at the innermost depth with one-element private buffers as
// in mlir-opt-13.  Both modes and the slice-computation test pass diffed
// with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -test-loop-fusion -test-loop-fusion-slice-computation -split-input-file %s -o /dev/null 2> %t.ours
// RUN: %upstream_opt -test-loop-fusion -test-loop-fusion-slice-computation -split-input-file %s -o /dev/null 2> %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-fusion -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @lin3
// CHECK:       memref.alloc() : memref<1xf32>
// CHECK:       affine.for
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-NOT:   affine.for
// CHECK:       return

// three IVs linearized into one buffer, read back the same way
func @lin3(%out: memref<4x5x6xf32>) {
  %m = memref.alloc() : memref<120xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        affine.store %c, %m[30 * %i + 6 * %j + %k] : memref<120xf32>
      }
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        %v = affine.load %m[%i * 30 + %j * 6 + %k] : memref<120xf32>
        affine.store %v, %out[%i, %j, %k] : memref<4x5x6xf32>
      }
    }
  }
  return
}

// -----

// linearized with the consumer's loops in the other order
func @lin_swapped(%out: memref<6x4xf32>) {
  %m = memref.alloc() : memref<24xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      affine.store %c, %m[6 * %i + %j] : memref<24xf32>
    }
  }
  affine.for %j = 0 to 6 {
    affine.for %i = 0 to 4 {
      %v = affine.load %m[6 * %i + %j] : memref<24xf32>
      affine.store %v, %out[%j, %i] : memref<6x4xf32>
    }
  }
  return
}

// -----

// flattened 2-d write, unflattened read through floordiv / mod
func @flat_unflat(%out: memref<8x3xf32>) {
  %m = memref.alloc() : memref<24xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 3 {
      affine.store %c, %m[3 * %i + %j] : memref<24xf32>
    }
  }
  affine.for %l = 0 to 24 {
    %v = affine.load %m[%l] : memref<24xf32>
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%l)
    %b = affine.apply affine_map<(d0) -> (d0 mod 3)>(%l)
    affine.store %v, %out[%a, %b] : memref<8x3xf32>
  }
  return
}

// -----

// a stride that is not the inner extent: 10 * i + j with j < 8
func @gap(%out: memref<4x8xf32>) {
  %m = memref.alloc() : memref<40xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      affine.store %c, %m[10 * %i + %j] : memref<40xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[10 * %i + %j] : memref<40xf32>
      affine.store %v, %out[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

// -----

// read through an offset: the slice is two producer iterations wide
func @offset(%out: memref<4x5xf32>) {
  %m = memref.alloc() : memref<30xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 6 {
      affine.store %c, %m[6 * %i + %j] : memref<30xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = affine.load %m[6 * %i + %j + 1] : memref<30xf32>
      affine.store %v, %out[%i, %j] : memref<4x5xf32>
    }
  }
  return
}
