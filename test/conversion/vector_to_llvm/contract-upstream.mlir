// -convert-vector-to-llvm on vector.contract (13's dot-product lowering of
// matmul / matvec flavors, batch and free dimensions unrolled, reductions
// to scalars) and vector.outerproduct (all kinds, AXPY), diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.ours && %upstream_opt -convert-vector-to-llvm -mlir-print-debuginfo %s > %t.up && diff %t.ours %t.up
// RUN: cmlir-opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.ours.g && %upstream_opt -convert-vector-to-llvm -mlir-print-op-generic %s > %t.up.g && diff %t.ours.g %t.up.g
// RUN: cmlir-opt -convert-vector-to-llvm %s | FileCheck %s
// CHECK: llvm.intr.vector.reduce.add
#bmm = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>]
#dot = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#mmt = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>]
#mv = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>]
func @mm(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func @c(%a: vector<2x3xf32>, %v: vector<3xf32>, %acc: vector<2xf32>, %s: f32, %ba: vector<2x2x3xi32>, %bb: vector<2x3x2xi32>, %bc: vector<2x2x2xi32>, %x: vector<3x2xf32>, %y: vector<4x3xf32>, %z: vector<4x2xf32>) -> (vector<2xf32>, f32, vector<2x2x2xi32>, vector<4x2xf32>) {
  %0 = vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"]} %a, %v, %acc : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %1 = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %v, %v, %s : vector<3xf32>, vector<3xf32> into f32
  %2 = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %ba, %bb, %bc : vector<2x2x3xi32>, vector<2x3x2xi32> into vector<2x2x2xi32>
  %3 = vector.contract {indexing_maps = #mmt, iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<3x2xf32>, vector<4x3xf32> into vector<4x2xf32>
  return %0, %1, %2, %3 : vector<2xf32>, f32, vector<2x2x2xi32>, vector<4x2xf32>
}
func @o(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %s: f32, %i: vector<2xi32>, %j: vector<3xi32>, %k: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>) {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %a, %s : vector<2xf32>, f32
  %3 = vector.outerproduct %i, %j, %k {kind = #vector.kind<max>} : vector<2xi32>, vector<3xi32>
  %4 = vector.outerproduct %i, %j, %k : vector<2xi32>, vector<3xi32>
  %5 = vector.outerproduct %a, %b, %c {kind = #vector.kind<min>} : vector<2xf32>, vector<3xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>
}
