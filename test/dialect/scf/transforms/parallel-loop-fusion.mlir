// -parallel-loop-fusion: adjacent scf.parallel ops with the same bounds,
// separated only by ops without memory effects, fuse when every load of
// one from a buffer the other stores to reads the stored element.  Diffed
// with mlir-opt-13 (locations included, and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-fusion -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -parallel-loop-fusion -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-fusion)' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(parallel-loop-fusion)' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-fusion -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -parallel-loop-fusion -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// DUMP: IR Dump After SCFParallelLoopFusion //
// HELP: --parallel-loop-fusion {{ *}}-   Fuse adjacent parallel loops

// A producer and a consumer of the same element; the constant between
// them has no effects.
// CHECK-LABEL: func @producer_consumer
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK:   %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// CHECK:   %[[Y:.*]] = mulf %[[X]], %[[X]] : f32
// CHECK:   memref.store %[[Y]], %arg1[%[[I]], %[[J]]]
// CHECK:   %[[Z:.*]] = memref.load %arg1[%[[I]], %[[J]]]
// CHECK:   memref.store %[[Z]], %arg2[%[[J]], %[[I]]]
// CHECK-NOT: scf.parallel
func @producer_consumer(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<8x4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %c8 = constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<4x8xf32>
    %y = mulf %x, %x : f32
    memref.store %y, %b[%i, %j] : memref<4x8xf32>
  }
  %two = constant 2.0 : f32
  scf.parallel (%k, %l) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %z = memref.load %b[%k, %l] : memref<4x8xf32>
    memref.store %z, %c[%l, %k] : memref<8x4xf32>
  }
  return
}

// -----

// Three loops fuse into the last one; inside an scf.for body too.
// CHECK-LABEL: func @chain_in_for
// CHECK: scf.for
// CHECK-COUNT-1: scf.parallel
// CHECK-NOT: scf.parallel
func @chain_in_for(%n: index, %m: memref<?xi32>, %o: memref<?xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i] : memref<?xi32>
      memref.store %v, %o[%i] : memref<?xi32>
    }
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %o[%i] : memref<?xi32>
      %w = addi %v, %v : i32
      memref.store %w, %m[%i] : memref<?xi32>
    }
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i] : memref<?xi32>
      "test.sink"(%v) : (i32) -> ()
    }
  }
  return
}

// -----

// Not fused: a store between the loops, other bounds, other dimension
// counts, a shifted read, two writes to one buffer, a nested loop.
// CHECK-LABEL: func @not_fused
// CHECK-COUNT-11: scf.parallel
func @not_fused(%n: index, %m: memref<?xf32>, %o: memref<?xf32>, %f: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  memref.store %f, %o[%c0] : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %o[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c2) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c2, %c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = addi %i, %c1 : index
    %v = memref.load %m[%s] : memref<?xf32>
    memref.store %v, %o[%i] : memref<?xf32>
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    memref.store %f, %m[%c0] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %o[%i] : memref<?xf32>
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%j] : memref<?xf32>
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %o[%i] : memref<?xf32>
  }
  return
}

// -----

// A buffer allocated in the reading loop's own block stops fusion; one
// allocated outside does not.
// CHECK-LABEL: func @local_buffer
// CHECK-COUNT-3: scf.parallel
// CHECK-NOT: scf.parallel
func @local_buffer(%n: index, %m: memref<?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %outside = memref.alloc(%n) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %outside[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %outside[%i] : memref<?xf32>
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %local = memref.alloca(%n) : memref<?xf32>
    %v = memref.load %local[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
