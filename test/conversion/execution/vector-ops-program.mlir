// Transfers with masks, contractions, outer products, reductions,
// shuffles, fma and masks lowered by -convert-vector-to-scf
// -convert-vector-to-llvm and the std / memref lowering, run by
// cmlir-cpu-runner; vector-ops-program-upstream.test runs the same input
// through MLIR 13 and compares IR and output.
// REQUIRES: jit
// RUN: cmlir-opt -convert-vector-to-scf -convert-vector-to-llvm -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#mv = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>]
#dot = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c6 = constant 6 : index
  %f0 = constant 0.0 : f32
  %fm1 = constant -1.0 : f32
  %m = memref.alloc(%c6) : memref<?xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = index_cast %i : index to i32
    %fi = sitofp %ii : i32 to f32
    memref.store %fi, %m[%i] : memref<?xf32>
  }
  // out of bounds: the tail is padding
  %r0 = vector.transfer_read %m[%c3], %fm1 : memref<?xf32>, vector<4xf32>
  // CHECK: ( 3, 4, 5, -1 )
  vector.print %r0 : vector<4xf32>
  %mask = vector.create_mask %c3 : vector<4xi1>
  // CHECK: ( 1, 1, 1, 0 )
  vector.print %mask : vector<4xi1>
  %r1 = vector.transfer_read %m[%c1], %fm1, %mask : memref<?xf32>, vector<4xf32>
  // CHECK: ( 1, 2, 3, -1 )
  vector.print %r1 : vector<4xf32>
  %r2 = vector.transfer_read %m[%c0], %fm1 {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  // CHECK: ( 0, 1, 2, 3 )
  vector.print %r2 : vector<4xf32>
  // write with a mask and out of bounds
  %cm = vector.constant_mask [2] : vector<4xi1>
  vector.transfer_write %r0, %m[%c0], %cm : vector<4xf32>, memref<?xf32>
  vector.transfer_write %r2, %m[%c3] : vector<4xf32>, memref<?xf32>
  %r3 = vector.transfer_read %m[%c0], %f0 : memref<?xf32>, vector<8xf32>
  // CHECK: ( 3, 4, 2, 0, 1, 2, 0, 0 )
  vector.print %r3 : vector<8xf32>
  // contraction: matmul, matvec, dot
  %a = constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = constant dense<[[1.0, 0.5], [2.0, 1.0], [-1.0, 3.0]]> : vector<3x2xf32>
  %acc = constant dense<[[0.5, 0.5], [1.0, 1.0]]> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  // CHECK: ( ( 2.5, 12 ), ( 9, 26 ) )
  vector.print %mm : vector<2x2xf32>
  %v = constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %acc2 = constant dense<[10.0, 20.0]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"]} %a, %v, %acc2 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK: ( 15, 31 )
  vector.print %mv : vector<2xf32>
  %dt = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %v, %v, %f0 : vector<3xf32>, vector<3xf32> into f32
  // CHECK: 6
  vector.print %dt : f32
  // outer product, fma, shuffle
  %x = constant dense<[1.0, 2.0]> : vector<2xf32>
  %y = constant dense<[1.0, 10.0, 100.0]> : vector<3xf32>
  %op = vector.outerproduct %x, %y : vector<2xf32>, vector<3xf32>
  // CHECK: ( ( 1, 10, 100 ), ( 2, 20, 200 ) )
  vector.print %op : vector<2x3xf32>
  %fma = vector.fma %op, %op, %op : vector<2x3xf32>
  // CHECK: ( ( 2, 110, 10100 ), ( 6, 420, 40200 ) )
  vector.print %fma : vector<2x3xf32>
  %sh = vector.shuffle %x, %y [4, 0, 2, 1] : vector<2xf32>, vector<3xf32>
  // CHECK: ( 100, 1, 1, 2 )
  vector.print %sh : vector<4xf32>
  // reductions
  %i4 = constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %s0 = vector.reduction "add", %i4 : vector<4xi32> into i32
  %s1 = vector.reduction "min", %i4 : vector<4xi32> into i32
  %s2 = vector.reduction "max", %i4 : vector<4xi32> into i32
  %s3 = vector.reduction "xor", %i4 : vector<4xi32> into i32
  %s4 = vector.reduction "mul", %r3 : vector<8xf32> into f32
  %s5 = vector.reduction "add", %r3, %fm1 : vector<8xf32> into f32
  %s6 = vector.reduction "max", %r3 : vector<8xf32> into f32
  // CHECK: 13
  // CHECK: -7
  // CHECK: 12
  // CHECK: -13
  // CHECK: 0
  // CHECK: 11
  // CHECK: 4
  vector.print %s0 : i32
  vector.print %s1 : i32
  vector.print %s2 : i32
  vector.print %s3 : i32
  vector.print %s4 : f32
  vector.print %s5 : f32
  vector.print %s6 : f32
  // a 2-D mask
  %m2 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  // CHECK: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %m2 : vector<2x3xi1>
  %t = vector.transpose %op, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  // CHECK: ( ( 1, 2 ), ( 10, 20 ), ( 100, 200 ) )
  vector.print %t : vector<3x2xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
