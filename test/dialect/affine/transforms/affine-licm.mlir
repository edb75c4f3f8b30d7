// -affine-loop-invariant-code-motion: invariant ops of affine.for bodies
// (constants, pure ops on invariant operands, affine.if with invariant
// bodies, loads of memrefs not written in the loop, stores not conflicting
// with other accesses in the loop) move before the loop, innermost loops
// first.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-invariant-code-motion %s > %t.ours
// RUN: %upstream_opt -affine-loop-invariant-code-motion %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-invariant-code-motion -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-loop-invariant-code-motion -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-invariant-code-motion %s | FileCheck %s
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// HELP: --affine-loop-invariant-code-motion {{ *}}-   Hoist loop invariant instructions outside of affine loops

// CHECK-LABEL: func @nest
// CHECK: constant 2.0
// CHECK: addf
// CHECK: affine.for
// CHECK: affine.load
// CHECK: affine.for
// CHECK: affine.store
func @nest(%A: memref<100xf32>, %B: memref<100xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %c = constant 2.0 : f32
      %y = addf %x, %c : f32
      %v = affine.load %A[%i] : memref<100xf32>
      %w = addf %v, %y : f32
      affine.store %w, %B[%i] : memref<100xf32>
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %u = affine.load %B[%k] : memref<100xf32>
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %z = addf %x, %x : f32
      }
    }
  }
  return
}

func @store_only(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %A[0] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    affine.store %x, %A[%i] : memref<100xf32>
  }
  return
}

func @if_dependent(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %z = addf %x, %x : f32
    } else {
      %w = mulf %x, %x : f32
    }
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %x, %A[%i] : memref<100xf32>
    }
    affine.for %j = 0 to 4 {
      %c = constant 1.0 : f32
      %y = addf %x, %c : f32
    }
  }
  return
}

func @chain(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %a = addf %x, %x : f32
    %b = mulf %a, %a : f32
    %v = affine.load %A[%i] : memref<100xf32>
    %c = addf %b, %v : f32
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}
