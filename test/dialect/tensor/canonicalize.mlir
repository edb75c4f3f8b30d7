// The tensor subset's folders and patterns (ChainedTensorCast, DimOfCastOp,
// ExtractFromTensorCast) and memref's four patterns that make or match
// tensor ops (BufferCast, DimOfCastOp, LoadOfBufferCast,
// DimOfTensorLoadFolder), diffed with mlir-opt-13 -canonicalize in custom
// and generic form.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt -canonicalize > %t.g2 && diff %t.ours %t.g2
// RUN: cmlir-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @buffer_cast_of_cast
// CHECK-NEXT: %[[M:.*]] = memref.buffer_cast %arg0 : memref<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[C]]
func @buffer_cast_of_cast(%t: tensor<4x?xf32>) -> memref<?x?xf32> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %m = memref.buffer_cast %c : memref<?x?xf32>
  return %m : memref<?x?xf32>
}

// Unranked source: no rewrite; to unranked: a cast to unranked.
// CHECK-LABEL: func @buffer_cast_unranked
// CHECK: tensor.cast %arg0 : tensor<*xf32> to tensor<?xf32>
// CHECK: memref.buffer_cast %{{.*}} : memref<?xf32>
// CHECK: memref.buffer_cast %arg1 : memref<3xf32>
// CHECK: memref.cast %{{.*}} : memref<3xf32> to memref<*xf32>
func @buffer_cast_unranked(%t: tensor<*xf32>, %u: tensor<3xf32>) -> (memref<?xf32>, memref<*xf32>) {
  %c = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %m = memref.buffer_cast %c : memref<?xf32>
  %d = tensor.cast %u : tensor<3xf32> to tensor<*xf32>
  %n = memref.buffer_cast %d : memref<*xf32>
  return %m, %n : memref<?xf32>, memref<*xf32>
}

// CHECK-LABEL: func @dim_of_buffer_cast
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: return %[[D]]
func @dim_of_buffer_cast(%t: tensor<4x?xf32>, %i: index) -> index {
  %m = memref.buffer_cast %t : memref<4x?xf32>
  %d = memref.dim %m, %i : memref<4x?xf32>
  return %d : index
}

// Static size: the memref.dim folds first; dynamic: tensor.dim.
// CHECK-LABEL: func @dim_of_buffer_cast_const
// CHECK-DAG: %[[C4:.*]] = constant 4 : index
// CHECK-DAG: %[[C1:.*]] = constant 1 : index
// CHECK: %[[D:.*]] = tensor.dim %arg0, %[[C1]] : tensor<4x?xf32>
// CHECK: return %[[C4]], %[[D]]
func @dim_of_buffer_cast_const(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.buffer_cast %t : memref<4x?xf32>
  %a = memref.dim %m, %c0 : memref<4x?xf32>
  %b = memref.dim %m, %c1 : memref<4x?xf32>
  return %a, %b : index, index
}

// CHECK-LABEL: func @load_of_buffer_cast
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: return %[[E]]
func @load_of_buffer_cast(%t: tensor<4x?xf32>, %i: index) -> f32 {
  %m = memref.buffer_cast %t : memref<4x?xf32>
  %d = memref.load %m[%i, %i] : memref<4x?xf32>
  return %d : f32
}

// Through a memref.cast (folded into the load first) and a tensor.cast
// (ExtractFromTensorCast): the extract reads the original tensor.
// CHECK-LABEL: func @load_of_casts
// CHECK-NEXT: tensor.extract %arg0[%arg1] : tensor<8xi32>
func @load_of_casts(%t: tensor<8xi32>, %i: index) -> i32 {
  %c = tensor.cast %t : tensor<8xi32> to tensor<?xi32>
  %m = memref.buffer_cast %c : memref<?xi32>
  %n = memref.cast %m : memref<?xi32> to memref<8xi32>
  %d = memref.load %n[%i] : memref<8xi32>
  return %d : i32
}

// CHECK-LABEL: func @dim_of_tensor_load
// CHECK-NEXT: %[[D:.*]] = memref.dim %arg0, %arg1 : memref<4x?xf32>
// CHECK-NEXT: return %[[D]]
func @dim_of_tensor_load(%m: memref<4x?xf32>, %i: index) -> index {
  %t = memref.tensor_load %m : memref<4x?xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  return %d : index
}

// tensor.dim of a tensor_load of an alloc: memref.dim, then its folder.
// CHECK-LABEL: func @dim_of_tensor_load_alloc
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: return %arg0, %[[A]]
func @dim_of_tensor_load_alloc(%n: index) -> (index, memref<?xf32>) {
  %c0 = constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %t = memref.tensor_load %m : memref<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d, %m : index, memref<?xf32>
}

// CHECK-LABEL: func @casts
func @casts(%t: tensor<4xf32>, %u: tensor<?xf32>, %v: tensor<?x?xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<?x4xf32>, tensor<4x?xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
  %3 = tensor.cast %u : tensor<?xf32> to tensor<*xf32>
  %4 = tensor.cast %3 : tensor<*xf32> to tensor<4xf32>
  %5 = tensor.cast %v : tensor<?x?xf32> to tensor<?x4xf32>
  %6 = tensor.cast %5 : tensor<?x4xf32> to tensor<?x?xf32>
  %7 = tensor.cast %6 : tensor<?x?xf32> to tensor<4x?xf32>
  %8 = tensor.cast %v : tensor<?x?xf32> to tensor<4x?xf32>
  %9 = tensor.cast %8 : tensor<4x?xf32> to tensor<?x4xf32>
  return %0, %2, %4, %9, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<?x4xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func @dims
func @dims(%t: tensor<4x?xf32>, %u: tensor<?x?xf32>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<4x?xf32>
  %b = tensor.dim %t, %c1 : tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %c1 : tensor<?x?xf32>
  %e = tensor.cast %u : tensor<?x?xf32> to tensor<?x5xf32>
  %f = tensor.dim %e, %c0 : tensor<?x5xf32>
  %g = tensor.dim %e, %i : tensor<?x5xf32>
  %h = tensor.cast %u : tensor<?x?xf32> to tensor<*xf32>
  %k = tensor.dim %h, %i : tensor<*xf32>
  return %a, %b, %d, %f, %g, %k : index, index, index, index, index, index
}

// CHECK-LABEL: func @extracts
func @extracts(%i: index) -> (f32, i32, f32, i1, index, f16, i8, f64, i64, i32) {
  %c = constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = constant dense<7> : tensor<3xi32>
  %b = constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %x = constant dense<[5, 6, 7]> : tensor<3xindex>
  %h = constant dense<[1.5, -2.0]> : tensor<2xf16>
  %n = constant dense<[-3, 4]> : tensor<2xi8>
  %z = constant dense<[[[0.5]]]> : tensor<1x1x1xf64>
  %r = constant dense<42> : tensor<i64>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %0 = tensor.extract %c[%c1] : tensor<2xf32>
  %1 = tensor.extract %s[%i] : tensor<3xi32>
  %2 = tensor.extract %c[%i] : tensor<2xf32>
  %3 = tensor.extract %b[%c1, %c0] : tensor<2x2xi1>
  %4 = tensor.extract %x[%c2] : tensor<3xindex>
  %5 = tensor.extract %h[%c0] : tensor<2xf16>
  %6 = tensor.extract %n[%c0] : tensor<2xi8>
  %7 = tensor.extract %z[%c0, %c0, %c0] : tensor<1x1x1xf64>
  %8 = tensor.extract %r[] : tensor<i64>
  %9 = tensor.extract %s[%c5] : tensor<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, i32, f32, i1, index, f16, i8, f64, i64, i32
}

// CHECK-LABEL: func @extract_out_of_range
// CHECK: tensor.extract %{{.*}}[%c5] : tensor<2xf32>
func @extract_out_of_range() -> f32 {
  %c = constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c5 = constant 5 : index
  %0 = tensor.extract %c[%c5] : tensor<2xf32>
  return %0 : f32
}

// CHECK-LABEL: func @extract_of_cast
// CHECK-NEXT: tensor.extract %arg0[%arg1] : tensor<*xf32>
func @extract_of_cast(%t: tensor<*xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %0 = tensor.extract %c[%i] : tensor<4xf32>
  return %0 : f32
}
