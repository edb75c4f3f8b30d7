// A sparse_tensor program lowered by mlir-opt-13 (sparsification, sparse
// tensor conversion, bufferization, LLVM) reading its matrix through
// getTensorFilename / newSparseTensor, run under mlir-cpu-runner-13 with
// cmlir's and with upstream's runtime libraries; the outputs must agree.
// Three storage schemes: CSR with index overhead, DCSR with 32-bit
// overhead, CSC (column-major ordering) with 8-bit overhead and f32 values.
// REQUIRES: upstream, upstream-runtime
// RUN: %upstream_opt %s --sparsification --sparse-tensor-conversion --convert-linalg-to-loops --convert-vector-to-scf --convert-scf-to-std --func-bufferize --tensor-constant-bufferize --tensor-bufferize --std-bufferize --finalizing-bufferize --convert-vector-to-llvm --convert-memref-to-llvm --convert-std-to-llvm > %t.mlir
// RUN: env TENSOR0=%S/Inputs/sparse/program.mtx %S/Inputs/run-both.sh %upstream_runner %cmlir_c_runner_utils %cmlir_runner_utils %upstream_c_runner_utils %upstream_runner_utils %t.mlir | FileCheck %s

#CSR = #sparse_tensor.encoding<{ dimLevelType = ["dense", "compressed"] }>
#DCSR = #sparse_tensor.encoding<{
  dimLevelType = ["compressed", "compressed"],
  pointerBitWidth = 32,
  indexBitWidth = 32
}>
#CSC = #sparse_tensor.encoding<{
  dimLevelType = ["dense", "compressed"],
  dimOrdering = affine_map<(i, j) -> (j, i)>,
  pointerBitWidth = 8,
  indexBitWidth = 8
}>
#sum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
  iterator_types = ["reduction", "reduction"]
}
#rowsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}

func private @getTensorFilename(index) -> (!llvm.ptr<i8>)

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %f = call @getTensorFilename(%c0) : (index) -> (!llvm.ptr<i8>)

  %a = sparse_tensor.new %f : !llvm.ptr<i8> to tensor<?x?xf64, #CSR>
  %z = constant dense<0.0> : tensor<f64>
  %s = linalg.generic #sum ins(%a: tensor<?x?xf64, #CSR>) outs(%z: tensor<f64>) {
    ^bb(%v: f64, %acc: f64):
      %r = addf %v, %acc : f64
      linalg.yield %r : f64
  } -> tensor<f64>
  %sm = memref.buffer_cast %s : memref<f64>
  %sv = memref.load %sm[] : memref<f64>
  vector.print %sv : f64
  %rows = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %cols = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
  vector.print %rows : index
  vector.print %cols : index
  %vals = sparse_tensor.values %a : tensor<?x?xf64, #CSR> to memref<?xf64>
  %vv = vector.transfer_read %vals[%c0], %sv : memref<?xf64>, vector<8xf64>
  vector.print %vv : vector<8xf64>
  %ptrs = sparse_tensor.pointers %a, %c1 : tensor<?x?xf64, #CSR> to memref<?xindex>
  %pv = vector.transfer_read %ptrs[%c0], %c0 : memref<?xindex>, vector<6xindex>
  vector.print %pv : vector<6xindex>

  %b = sparse_tensor.new %f : !llvm.ptr<i8> to tensor<5x6xf64, #DCSR>
  %z5 = constant dense<0.0> : tensor<5xf64>
  %rs = linalg.generic #rowsum ins(%b: tensor<5x6xf64, #DCSR>) outs(%z5: tensor<5xf64>) {
    ^bb(%v: f64, %acc: f64):
      %r = addf %v, %acc : f64
      linalg.yield %r : f64
  } -> tensor<5xf64>
  %rm = memref.buffer_cast %rs : memref<5xf64>
  %rv = vector.transfer_read %rm[%c0], %sv : memref<5xf64>, vector<5xf64>
  vector.print %rv : vector<5xf64>
  %bi = sparse_tensor.indices %b, %c0 : tensor<5x6xf64, #DCSR> to memref<?xi32>
  %zi = constant 0 : i32
  %biv = vector.transfer_read %bi[%c0], %zi : memref<?xi32>, vector<4xi32>
  vector.print %biv : vector<4xi32>

  %c = sparse_tensor.new %f : !llvm.ptr<i8> to tensor<5x6xf32, #CSC>
  %z32 = constant dense<0.0> : tensor<f32>
  %cs = linalg.generic #sum ins(%c: tensor<5x6xf32, #CSC>) outs(%z32: tensor<f32>) {
    ^bb(%v: f32, %acc: f32):
      %r = mulf %v, %v : f32
      %t = addf %r, %acc : f32
      linalg.yield %t : f32
  } -> tensor<f32>
  %csm = memref.buffer_cast %cs : memref<f32>
  %csv = memref.load %csm[] : memref<f32>
  vector.print %csv : f32
  %cp = sparse_tensor.pointers %c, %c1 : tensor<5x6xf32, #CSC> to memref<?xi8>
  %z8 = constant 0 : i8
  %cpv = vector.transfer_read %cp[%c0], %z8 : memref<?xi8>, vector<7xi8>
  vector.print %cpv : vector<7xi8>
  return
}

// CHECK: 19.25
// CHECK-NEXT: 5
// CHECK-NEXT: 6
// CHECK-NEXT: ( 1.5, 2, -3, 4.25, 5, 3.5, 6, 19.25 )
// CHECK-NEXT: ( 0, 2, 3, 3, 5, 7 )
// CHECK-NEXT: ( 3.5, -3, 0, 9.25, 9.5 )
// CHECK-NEXT: ( 0, 1, 3, 4 )
// CHECK-NEXT: 66.5625
// CHECK-NEXT: ( 0, 2, 3, 4, 5, 5, 7 )
