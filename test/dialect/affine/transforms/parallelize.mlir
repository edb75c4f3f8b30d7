// -affine-parallelize: affine.for loops with no memory dependence carried at
// their depth become 1-D affine.parallel ops with the same bounds and step;
// a carried dependence (also through a single element) or an op with
// unknown effects (a call) keeps the loop sequential.  Diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-parallelize %s > %t.ours
// RUN: %upstream_opt -affine-parallelize %s > %t.up 2> /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -affine-parallelize -mlir-print-debuginfo %s > %t.up 2> /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-parallelize %s | FileCheck %s

// CHECK-LABEL: func @nest
// CHECK: affine.parallel (%[[I:.*]]) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%{{.*}}) = (0) to (symbol(%{{.*}})) step (2) {
// CHECK-LABEL: func @seq
// CHECK: affine.for
// CHECK-NEXT: affine.parallel
// CHECK: affine.for
// CHECK-NOT: affine.parallel
// CHECK-LABEL: func @side_effects
// CHECK: affine.for
// CHECK-NEXT: call @ext
// CHECK: affine.parallel
func private @ext(memref<10xf32>)

func @nest(%A: memref<10x20xf32>, %B: memref<10x20xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n step 2 {
      %v = affine.load %A[%i, %j] : memref<10x20xf32>
      %w = addf %v, %v : f32
      affine.store %w, %B[%i, %j] : memref<10x20xf32>
    }
  }
  return
}

func @seq(%A: memref<10x20xf32>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %A[%i - 1, %j] : memref<10x20xf32>
      affine.store %v, %A[%i, %j] : memref<10x20xf32>
    }
  }
  affine.for %k = 0 to 10 {
    %v = affine.load %A[0, 0] : memref<10x20xf32>
    %w = addf %v, %v : f32
    affine.store %w, %A[0, 0] : memref<10x20xf32>
  }
  return
}

func @side_effects(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    call @ext(%A) : (memref<10xf32>) -> ()
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<10xf32>
      affine.store %v, %A[%i] : memref<10xf32>
    }
  }
  return
}

func @bounds(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] to min affine_map<()[s0] -> (100, s0 * 2)>()[%m] step 3 {
    %c = constant 1.0 : f32
    affine.store %c, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i * 2] : memref<100xf32>
    affine.store %v, %A[%i * 2 + 1] : memref<100xf32>
  }
  return
}
