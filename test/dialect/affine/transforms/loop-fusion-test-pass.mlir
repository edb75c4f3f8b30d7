// -test-loop-fusion: remarks for every ordered pair of loops at one depth:
// block-level dependences preventing fusion, the computed slices (or
// incorrect ones), and the fusion transformation.  Checked against
// mlir-opt-13 with the same expectations.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics -test-loop-fusion -test-loop-fusion-slice-computation -test-loop-fusion-dependence-check
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -test-loop-fusion -test-loop-fusion-transformation | FileCheck %s

// The store of the first loop runs inside the second, at the row it reads.
// CHECK-LABEL: func @slices
// CHECK:       affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:    %[[R:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-NEXT:    affine.store %{{.*}}, %{{.*}}[%[[R]]]
// CHECK-NEXT:    affine.load
func @slices() {
  %a = memref.alloc() : memref<32xf32>
  %c = constant 1.0 : f32
  affine.for %i = 0 to 32 {
    // expected-remark@-1 {{Incorrect slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (-1), (d0) -> (16)] )}}
    affine.store %c, %a[%i] : memref<32xf32>
  }
  affine.for %j = 0 to 8 {
    // expected-remark@-1 {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0 * 2 + 1), (d0) -> (d0 * 2 + 2)] )}}
    %v = affine.load %a[%j * 2 + 1] : memref<32xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func @cycle() {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %c = constant 1.0 : f32
  affine.for %i = 0 to 10 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 0 into loop nest 2 at depth 0}}
    // expected-remark@-2 {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    // expected-remark@-1 {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    // expected-remark@-2 {{slice ( src loop: 2, dst loop: 1, depth: 1 : insert point: (1, 2) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 2 into loop nest 0 at depth 0}}
    // expected-remark@-2 {{slice ( src loop: 1, dst loop: 2, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    %v = affine.load %b[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}

// -----

func @nested(%m: memref<8x8xf32>) {
  %a = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    // expected-remark@-1 {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (0), (d0) -> (8)] [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    // expected-remark@-2 {{slice ( src loop: 1, dst loop: 0, depth: 2 : insert point: (2, 2) loop bounds: [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] )}}
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<8x8xf32>
      affine.store %v, %a[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    // expected-remark@-1 {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (0), (d0) -> (8)] [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
    // expected-remark@-2 {{slice ( src loop: 0, dst loop: 1, depth: 2 : insert point: (2, 0) loop bounds: [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] )}}
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%j, %i] : memref<8x8xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}
