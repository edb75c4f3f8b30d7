// n-D transfers lowered by -convert-vector-to-scf (buffers + loops, and
// full-unroll): out-of-bounds rows and columns with padding, 2-D masks,
// transposed and broadcast maps, out-of-bounds and masked 2-D writes,
// run by cmlir-cpu-runner; vector-scf-program-upstream.test runs the same
// input through MLIR 13 and compares IR and output.
// REQUIRES: jit
// RUN: cmlir-opt -convert-vector-to-scf -lower-affine -convert-scf-to-std -convert-vector-to-llvm -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s
// RUN: cmlir-opt -convert-vector-to-scf=full-unroll=1 -lower-affine -convert-scf-to-std -convert-vector-to-llvm -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c10 = constant 10.0 : f32
  %pad = constant -1.0 : f32
  %m = memref.alloc() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = index_cast %i : index to i32
      %jj = index_cast %j : index to i32
      %fi = sitofp %ii : i32 to f32
      %fj = sitofp %jj : i32 to f32
      %a = mulf %fi, %c10 : f32
      %v = addf %a, %fj : f32
      memref.store %v, %m[%i, %j] : memref<3x5xf32>
    }
  }
  %d = memref.cast %m : memref<3x5xf32> to memref<?x?xf32>
  // CHECK: ( ( 11, 12, 13, 14, -1, -1 ), ( 21, 22, 23, 24, -1, -1 ), ( -1, -1, -1, -1, -1, -1 ) )
  %0 = vector.transfer_read %d[%c1, %c1], %pad : memref<?x?xf32>, vector<3x6xf32>
  vector.print %0 : vector<3x6xf32>
  // CHECK: ( ( 0, 1, -1 ), ( -1, 11, 12 ) )
  %k = constant dense<[[true, true, false], [false, true, true]]> : vector<2x3xi1>
  %1 = vector.transfer_read %m[%c0, %c0], %pad, %k : memref<3x5xf32>, vector<2x3xf32>
  vector.print %1 : vector<2x3xf32>
  // CHECK: ( ( 3, 13, 23, -1 ), ( 4, 14, 24, -1 ), ( -1, -1, -1, -1 ) )
  %2 = vector.transfer_read %d[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  vector.print %2 : vector<3x4xf32>
  // CHECK: ( ( 22, 23, 24 ), ( 22, 23, 24 ) )
  %3 = vector.transfer_read %m[%c2, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<3x5xf32>, vector<2x3xf32>
  vector.print %3 : vector<2x3xf32>
  // CHECK: ( ( 1, 11, 21 ), ( 1, 11, 21 ) )
  %4 = vector.transfer_read %d[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  vector.print %4 : vector<2x3xf32>
  %w = constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]]> : vector<2x3xf32>
  vector.transfer_write %w, %d[%c2, %c3] : vector<2x3xf32>, memref<?x?xf32>
  %kw = constant dense<[[false, true, true], [true, false, true]]> : vector<2x3xi1>
  vector.transfer_write %w, %m[%c0, %c0], %kw : vector<2x3xf32>, memref<3x5xf32>
  // CHECK: ( ( 0, 101, 102, 3, 4 ), ( 110, 11, 112, 13, 14 ), ( 20, 21, 22, 100, 101 ) )
  %5 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %5 : vector<3x5xf32>
  memref.dealloc %m : memref<3x5xf32>
  return
}
