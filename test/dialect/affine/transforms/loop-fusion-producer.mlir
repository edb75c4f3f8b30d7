// -affine-loop-fusion, producer-consumer: a producer nest fused into its
// consumer at the depth the cost model picks, the intermediate buffer
// shrunk to what one fused iteration needs (a private memref), dead source
// nests removed, live-out (argument / returned) buffers preserved.
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion=fusion-maximal -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion=fusion-maximal -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -affine-loop-fusion -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @chain
// CHECK:      memref.alloc() : memref<1xf32>
// CHECK:      affine.for
// CHECK-NOT:  affine.for
// CHECK:      return
func @chain(%out: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  %c = constant 2.0 : f32
  affine.for %i = 0 to 64 {
    %v = "test.produce"() : () -> f32
    affine.store %v, %t[%i] : memref<64xf32>
  }
  affine.for %j = 0 to 64 {
    %w = affine.load %t[%j] : memref<64xf32>
    %m = mulf %w, %c : f32
    affine.store %m, %out[%j] : memref<64xf32>
  }
  return
}

// -----

// A 2-d producer with a shifted access: the private buffer keeps the
// offset through a remapped access.
func @shifted() {
  %a = memref.alloc() : memref<20x20xf32>
  %c = constant 1.0 : f32
  affine.for %i = 0 to 19 {
    affine.for %j = 0 to 19 {
      affine.store %c, %a[%i + 1, %j + 1] : memref<20x20xf32>
    }
  }
  affine.for %k = 1 to 20 {
    affine.for %l = 1 to 20 {
      %v = affine.load %a[%k, %l] : memref<20x20xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// The consumer reads a row the producer writes over a whole inner loop:
// fusion at depth 1 with a 1x16 buffer.
func @row_reuse() {
  %a = memref.alloc() : memref<32x16xf32>
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 16 {
      %v = "test.produce"() : () -> f32
      affine.store %v, %a[%i, %j] : memref<32x16xf32>
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, 15 - %j] : memref<32x16xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// A producer writing a function argument is fused but kept (its writes
// are live out); one writing a returned buffer as well.
func @live_out(%arg: memref<10xf32>) -> memref<10xf32> {
  %r = memref.alloc() : memref<10xf32>
  %c = constant 3.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %arg[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.store %c, %r[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 9 {
    %v = affine.load %arg[%j] : memref<10xf32>
    %w = affine.load %r[%j] : memref<10xf32>
    "test.use"(%v, %w) : (f32, f32) -> ()
  }
  return %r : memref<10xf32>
}

// -----

// Two consumers of one producer: fused into each (the producer runs the
// last fusion's slice once its other users are satisfied).
func @two_consumers() {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %c = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = affine.load %b[%i] : memref<10xf32>
    "test.use"(%v, %w) : (f32, f32) -> ()
  }
  return
}

// -----

// A dependence through an op between the nests that uses the buffer in a
// non-affine way prevents fusion; a loop-carried dependence in the
// consumer limits the depth.
func @blocked(%x: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  %c = constant 1.0 : f32
  %z = constant 0 : index
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  %v0 = memref.load %a[%z] : memref<10xf32>
  memref.store %v0, %x[%z] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func @carried() {
  %a = memref.alloc() : memref<10x10xf32>
  %b = memref.alloc() : memref<10x10xf32>
  %c = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %c, %a[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      %w = affine.load %b[%i, %j + 1] : memref<10x10xf32>
      %s = addf %v, %w : f32
      affine.store %s, %b[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
