// -affine-loop-fusion on nests whose accesses unflatten or flatten an
// index with floordiv / mod (the slice bounds then come from the constraint
// system's div/mod detection: a local or dim that is `n floordiv N` or
// `n mod N` of another id).  Diffed with mlir-opt-13, including the shape
// where 13 drops the mod when the quotient's bound is below the divisor,
// finds its slice invalid and does not fuse.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @split_8_by_8
// CHECK:       memref.alloc() : memref<1x8xf32>
// CHECK:       affine.for
// CHECK-NEXT:    affine.for
// CHECK-NOT:   affine.for
// CHECK-LABEL: func @unflatten3d
// CHECK:       memref.alloc() : memref<1x3x4xf32>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 24 {
// CHECK-NOT:   affine.for
// CHECK-LABEL: func @unflatten4d
// CHECK:       memref.alloc() : memref<1x2x4x1xf32>
// CHECK-LABEL: func @flatten_16x8
// CHECK:       memref.alloc() : memref<1xf32>
// CHECK:       affine.for %{{.*}} = 0 to 128
// CHECK-NOT:   affine.for
// CHECK-LABEL: func @flatten_4x8_not_fused
// CHECK:       memref.alloc() : memref<32xf32>
// CHECK:       affine.for %{{.*}} = 0 to 4
// CHECK:       affine.for %{{.*}} = 0 to 32
// 1-d producer writes a 2-d buffer through floordiv/mod, 2-d consumer.
func @split_8_by_8(%src : memref<64xf32>, %dst : memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  affine.for %a = 0 to 64 {
    %v = affine.load %src[%a] : memref<64xf32>
    affine.store %v, %t[%a floordiv 8, %a mod 8] : memref<8x8xf32>
  }
  affine.for %b = 0 to 8 {
    affine.for %c = 0 to 8 {
      %w = affine.load %t[%b, %c] : memref<8x8xf32>
      %x = addf %w, %w : f32
      affine.store %x, %dst[%b, %c] : memref<8x8xf32>
    }
  }
  return
}

// -----

// Three levels of unflattening through affine.apply ops.
func @unflatten3d(%dst : memref<24xf32>) {
  %t = memref.alloc() : memref<2x3x4xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = "test.val"(%i, %j, %k) : (index, index, index) -> f32
        affine.store %v, %t[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  affine.for %l = 0 to 24 {
    %p = affine.apply affine_map<(d0) -> (d0 floordiv 12)>(%l)
    %q = affine.apply affine_map<(d0) -> ((d0 mod 12) floordiv 4)>(%l)
    %r = affine.apply affine_map<(d0) -> (d0 mod 4)>(%l)
    %w = affine.load %t[%p, %q, %r] : memref<2x3x4xf32>
    affine.store %w, %dst[%l] : memref<24xf32>
  }
  return
}

// -----

// 4-d unflattening of a 2-d iteration space.
func @unflatten4d(%dst : memref<16x12xf32>) {
  %t = memref.alloc() : memref<2x2x4x12xf32>
  affine.for %i0 = 0 to 2 {
    affine.for %i1 = 0 to 2 {
      affine.for %i2 = 0 to 4 {
        affine.for %i3 = 0 to 12 {
          %v = "test.val"(%i0, %i1, %i2, %i3) : (index, index, index, index) -> f32
          affine.store %v, %t[%i0, %i1, %i2, %i3] : memref<2x2x4x12xf32>
        }
      }
    }
  }
  affine.for %r = 0 to 16 {
    affine.for %c = 0 to 12 {
      %lin = affine.apply affine_map<(d0, d1) -> (d0 * 12 + d1)>(%r, %c)
      %a = affine.apply affine_map<(d0) -> (d0 floordiv 96)>(%lin)
      %b = affine.apply affine_map<(d0) -> ((d0 mod 96) floordiv 48)>(%lin)
      %e = affine.apply affine_map<(d0) -> ((d0 mod 48) floordiv 12)>(%lin)
      %f = affine.apply affine_map<(d0) -> (d0 mod 12)>(%lin)
      %w = affine.load %t[%a, %b, %e, %f] : memref<2x2x4x12xf32>
      affine.store %w, %dst[%r, %c] : memref<16x12xf32>
    }
  }
  return
}
// -----

// 2-d producer, 1-d consumer of the flattened index: the slice is
// i = l floordiv 8, j = l mod 8 (the quotient reaches the divisor).
func @flatten_16x8(%dst : memref<128xf32>) {
  %t = memref.alloc() : memref<128xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %v = "test.val"(%i, %j) : (index, index) -> f32
      affine.store %v, %t[%i * 8 + %j] : memref<128xf32>
    }
  }
  affine.for %l = 0 to 128 {
    %w = affine.load %t[%l] : memref<128xf32>
    affine.store %w, %dst[%l] : memref<128xf32>
  }
  return
}

// -----

// The same with a quotient below the divisor (i < 4 < 8): 13 computes
// j = l there, rejects the slice and leaves both nests.
func @flatten_4x8_not_fused(%dst : memref<32xf32>) {
  %t = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = "test.val"(%i, %j) : (index, index) -> f32
      affine.store %v, %t[%i * 8 + %j] : memref<32xf32>
    }
  }
  affine.for %l = 0 to 32 {
    %w = affine.load %t[%l] : memref<32xf32>
    affine.store %w, %dst[%l] : memref<32xf32>
  }
  return
}
