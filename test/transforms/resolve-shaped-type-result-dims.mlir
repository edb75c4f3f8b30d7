// -resolve-shaped-type-result-dims and -resolve-ranked-shaped-type-result-dims:
// tensor.dim / memref.dim of a tensor.insert_slice result (the one op of
// cmlir's dialects with ReifyRankedShapedTypeOpInterface in MLIR 13) is
// the dim of its destination; static sizes fold to constants, the greedy
// driver folds the rest.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -resolve-shaped-type-result-dims %s > %t.ours && %upstream_opt -resolve-shaped-type-result-dims %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -resolve-ranked-shaped-type-result-dims %s > %t.rours && %upstream_opt -resolve-ranked-shaped-type-result-dims %s > %t.rtheirs && diff %t.rours %t.rtheirs
// RUN: cmlir-opt -resolve-shaped-type-result-dims -mlir-print-op-generic %s > %t.gours && %upstream_opt -resolve-shaped-type-result-dims -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -resolve-shaped-type-result-dims %s | FileCheck %s
// RUN: cmlir-opt -pass-pipeline='builtin.func(resolve-shaped-type-result-dims)' %s | FileCheck %s

// CHECK-LABEL: func @dynamic_dest
// CHECK-DAG: %[[C0:.*]] = constant 0 : index
// CHECK-DAG: %[[C1:.*]] = constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x?xi32>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %arg1, %[[C1]] : tensor<?x?xi32>
// CHECK: return %[[D1]], %[[D0]]
func @dynamic_dest(%src: tensor<2x2xi32>, %dst: tensor<?x?xi32>, %o: index) -> (index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %0 = tensor.insert_slice %src into %dst[%o, %o] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<?x?xi32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xi32>
  %2 = tensor.dim %0, %c0 : tensor<?x?xi32>
  return %1, %2 : index, index
}

// A static size of the destination becomes a constant; a dim with a
// non-constant index stays.
// CHECK-LABEL: func @static_size
// CHECK-DAG: %[[C9:.*]] = constant 9 : index
// CHECK-DAG: %[[I:.*]] = tensor.insert_slice
// CHECK-DAG: %[[D:.*]] = tensor.dim %[[I]], %arg2
// CHECK: return %[[C9]], %[[D]]
func @static_size(%src: tensor<2x2xi32>, %dst: tensor<9x?xi32>, %k: index) -> (index, index) {
  %c0 = constant 0 : index
  %0 = tensor.insert_slice %src into %dst[0, 0] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<9x?xi32>
  %1 = tensor.dim %0, %c0 : tensor<9x?xi32>
  %2 = tensor.dim %0, %k : tensor<9x?xi32>
  return %1, %2 : index, index
}

// Other ops' results are left alone (memref.dim of an alloc is only
// folded by the driver).
// CHECK-LABEL: func @others
// CHECK: return %arg0, %{{.*}}
func @others(%n: index, %t: tensor<?xi32>) -> (index, index) {
  %c0 = constant 0 : index
  %m = memref.alloc(%n) : memref<?xi32>
  %0 = memref.dim %m, %c0 : memref<?xi32>
  %1 = tensor.dim %t, %c0 : tensor<?xi32>
  return %0, %1 : index, index
}
