// tensor.insert, from_elements, generate (with its implicit tensor.yield)
// and reshape in custom and generic form, diffed with mlir-opt-13 and
// re-parsed by both.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

// CHECK-LABEL: func @insert
// CHECK: tensor.insert %arg2 into %arg0[%arg3, %arg3] : tensor<3x?xi16>
// CHECK: tensor.insert %arg2 into %arg1[%arg3] {tag} : tensor<*xi16>
func @insert(%t: tensor<3x?xi16>, %u: tensor<*xi16>, %v: i16, %i: index) -> tensor<3x?xi16> {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<3x?xi16>
  %1 = tensor.insert %v into %u[%i] {tag} : tensor<*xi16>
  return %0 : tensor<3x?xi16>
}

// CHECK-LABEL: func @from_elements
// CHECK: tensor.from_elements %arg0, %arg1, %arg0 : tensor<3xf64>
// CHECK: tensor.from_elements %arg0 {tag = 2 : i64} : tensor<1xf64>
// CHECK: tensor.from_elements  : tensor<0xindex>
func @from_elements(%a: f64, %b: f64) -> tensor<3xf64> {
  %0 = tensor.from_elements %a, %b, %a : tensor<3xf64>
  %1 = tensor.from_elements %a {tag = 2} : tensor<1xf64>
  %2 = tensor.from_elements : tensor<0xindex>
  return %0 : tensor<3xf64>
}

// CHECK-LABEL: func @generate
// CHECK: tensor.generate %arg0, %arg1  {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: %[[S:.*]] = addi %arg2, %arg4 : index
// CHECK-NEXT: tensor.yield %[[S]] : index
// CHECK-NEXT: } : tensor<?x2x?xindex>
// CHECK: tensor.generate  {
// CHECK: tensor.yield %{{.*}} : f32
// CHECK-NEXT: } {tag} : tensor<4xf32>
func @generate(%m: index, %n: index) -> tensor<?x2x?xindex> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x2x?xindex>
  %1 = tensor.generate {
  ^bb0(%i: index):
    %f = constant 0.5 : f32
    tensor.yield %f : f32
  } {tag} : tensor<4xf32>
  return %0 : tensor<?x2x?xindex>
}

// CHECK-LABEL: func @reshape
// CHECK: tensor.reshape %arg0(%arg1) : (tensor<2x6xf32>, tensor<3xi64>) -> tensor<3x2x2xf32>
// CHECK: tensor.reshape %arg2(%arg3) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK: tensor.reshape %arg0(%arg3) {tag} : (tensor<2x6xf32>, tensor<?xindex>) -> tensor<*xf32>
func @reshape(%t: tensor<2x6xf32>, %s: tensor<3xi64>, %u: tensor<*xf32>, %d: tensor<?xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<2x6xf32>, tensor<3xi64>) -> tensor<3x2x2xf32>
  %1 = tensor.reshape %u(%d) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %2 = tensor.reshape %t(%d) {tag} : (tensor<2x6xf32>, tensor<?xindex>) -> tensor<*xf32>
  return
}
