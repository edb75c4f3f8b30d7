// Every op of cmlir's tensor subset in custom and generic form: our output
// is diffed with mlir-opt-13's (custom, generic) and re-parsed by both.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @cast
// CHECK: tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK: tensor.cast %{{.*}} : tensor<?x?xf32> to tensor<*xf32>
// CHECK: tensor.cast %{{.*}} : tensor<*xf32> to tensor<4x8xf32>
// CHECK: tensor.cast %arg0 {foo} : tensor<4x?xf32> to tensor<4x?xf32>
func @cast(%t: tensor<4x?xf32>) -> tensor<4x8xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<*xf32>
  %2 = tensor.cast %1 : tensor<*xf32> to tensor<4x8xf32>
  %3 = tensor.cast %t {foo} : tensor<4x?xf32> to tensor<4x?xf32>
  return %2 : tensor<4x8xf32>
}

// CHECK-LABEL: func @dim
// CHECK: tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK: tensor.dim %arg1, %c7 : tensor<*xi8>
// CHECK: tensor.dim {bar = 1 : i32} %arg0, %arg2 : tensor<4x?xf32>
func @dim(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %i: index) -> (index, index, index) {
  %c7 = constant 7 : index
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  %1 = tensor.dim %u, %c7 : tensor<*xi8>
  %2 = tensor.dim {bar = 1 : i32} %t, %i : tensor<4x?xf32>
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func @extract
// CHECK: tensor.extract %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK: tensor.extract %arg1[] : tensor<i64>
// CHECK: tensor.extract %arg3[%arg2, %arg2, %arg2] : tensor<*xindex>
// CHECK: tensor.extract %arg0[%arg2, %arg2] {baz} : tensor<4x?xf32>
func @extract(%t: tensor<4x?xf32>, %s: tensor<i64>, %i: index, %u: tensor<*xindex>) -> (f32, i64, index, f32) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<i64>
  %2 = tensor.extract %u[%i, %i, %i] : tensor<*xindex>
  %3 = tensor.extract %t[%i, %i] {baz} : tensor<4x?xf32>
  return %0, %1, %2, %3 : f32, i64, index, f32
}

// CHECK-LABEL: func @generic
// CHECK: tensor.cast %arg0 : tensor<2xf32> to tensor<?xf32>
// CHECK: tensor.dim %{{.*}}, %arg1 : tensor<?xf32>
// CHECK: tensor.extract %arg0[%arg1] : tensor<2xf32>
func @generic(%t: tensor<2xf32>, %i: index) -> (index, f32) {
  %0 = "tensor.cast"(%t) : (tensor<2xf32>) -> tensor<?xf32>
  %1 = "tensor.dim"(%0, %i) : (tensor<?xf32>, index) -> index
  %2 = "tensor.extract"(%t, %i) : (tensor<2xf32>, index) -> f32
  return %1, %2 : index, f32
}
