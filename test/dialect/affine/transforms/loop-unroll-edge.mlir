// -affine-loop-unroll on loops mlir-opt-13 crashes on (a zero trip count
// with unroll-full / unroll-up-to-factor divides by zero there): cmlir
// leaves them.  Also: a min upper bound with a cleanup loop, which 13
// miscompiles (its cleanup loop starts at the max of the bumped bounds), is
// not unrolled.
// RUN: cmlir-opt -affine-loop-unroll=unroll-full %s | FileCheck %s
// RUN: cmlir-opt -affine-loop-unroll='unroll-factor=4 unroll-up-to-factor' %s | FileCheck %s
// RUN: cmlir-opt -affine-loop-unroll='unroll-full unroll-full-threshold=3' %s | FileCheck %s
// RUN: cmlir-opt -affine-loop-unroll=unroll-factor=3 %s | FileCheck %s --check-prefix=MIN

// CHECK-LABEL: func @empty
// CHECK: affine.for %{{.*}} = 7 to 7 {
func @empty(%A: memref<100xf32>) {
  affine.for %i = 7 to 7 {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// MIN-LABEL: func @min_ub
// MIN: affine.for %{{.*}} = 1 to min #{{.*}}()[%{{.*}}] {
// MIN-NOT: affine.for
func @min_ub(%A: memref<100xf32>, %n: index) {
  affine.for %i = 1 to min affine_map<()[s0] -> (s0 + 5, s0 + 1)>()[%n] {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}
