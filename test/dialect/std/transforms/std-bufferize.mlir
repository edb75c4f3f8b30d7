// -std-bufferize: std.select of tensors with a scalar condition and
// std.index_cast of tensors work on the operands' buffers
// (memref.buffer_cast, memref.tensor_load for the users that keep
// tensors).  Diffed with mlir-opt-13, locations included.
// REQUIRES: upstream
// RUN: cmlir-opt -std-bufferize -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -std-bufferize -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -pass-pipeline='func(std-bufferize)' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(std-bufferize)' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -std-bufferize -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -std-bufferize -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -pass-pipeline='std-bufferize' %s 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not cmlir-opt -std-bufferize=unknown=1 %s 2>&1 | FileCheck %s --check-prefix=OPT

// DUMP: IR Dump After StdBufferize //
// HELP: --std-bufferize {{ *}}-   Bufferize the std dialect
// NEST: error: Can't add pass 'StdBufferize' restricted to 'func'
// OPT: <Pass-Options-Parser>: no such option unknown

// CHECK-LABEL: func @dynamic_select
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: tensor<?x4xi8>, %[[B:.*]]: tensor<?x4xi8>)
// CHECK: %[[MA:.*]] = memref.buffer_cast %[[A]] : memref<?x4xi8>
// CHECK: %[[MB:.*]] = memref.buffer_cast %[[B]] : memref<?x4xi8>
// CHECK: %[[S:.*]] = select %[[C]], %[[MA]], %[[MB]] : memref<?x4xi8>
// CHECK: %[[T:.*]] = memref.tensor_load %[[S]] : memref<?x4xi8>
// CHECK: return %[[T]]
func @dynamic_select(%c: i1, %a: tensor<?x4xi8>, %b: tensor<?x4xi8>) -> tensor<?x4xi8> {
  %0 = select %c, %a, %b : tensor<?x4xi8>
  return %0 : tensor<?x4xi8>
}

// -----

// Chains: a converted select feeding another one needs no tensor_load;
// `select %c, %x, %x` folds away.
// CHECK-LABEL: func @chain
// CHECK-COUNT-2: select %{{.*}} : memref<2xf64>
// CHECK-NOT: select
// CHECK: memref.tensor_load
func @chain(%c: i1, %d: i1, %a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = select %c, %a, %b : tensor<2xf64>
  %1 = select %d, %0, %0 : tensor<2xf64>
  %2 = select %d, %1, %a : tensor<2xf64>
  return %2 : tensor<2xf64>
}

// -----

// Unranked tensors, selects inside scf regions, and selects that stay:
// a tensor condition, scalar and vector operands.
// CHECK-LABEL: func @mixed
// CHECK: select %{{.*}} : memref<*xi32>
// CHECK: scf.if
// CHECK: select %{{.*}} : memref<*xi32>
// CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tensor<3xi1>, tensor<3xf32>
// CHECK: select %{{.*}} : vector<3xf32>
func @mixed(%c: i1, %u: tensor<*xi32>, %v: tensor<*xi32>, %tc: tensor<3xi1>,
            %x: tensor<3xf32>, %y: tensor<3xf32>, %p: vector<3xf32>) -> (tensor<*xi32>, tensor<3xf32>, vector<3xf32>) {
  %0 = select %c, %u, %v : tensor<*xi32>
  %1 = scf.if %c -> (tensor<*xi32>) {
    %2 = select %c, %0, %v : tensor<*xi32>
    scf.yield %2 : tensor<*xi32>
  } else {
    scf.yield %0 : tensor<*xi32>
  }
  %3 = select %tc, %x, %y : tensor<3xi1>, tensor<3xf32>
  %4 = select %c, %p, %p : vector<3xf32>
  %5 = select %c, %p, %p : vector<3xf32>
  %6 = addf %4, %5 : vector<3xf32>
  return %1, %3, %6 : tensor<*xi32>, tensor<3xf32>, vector<3xf32>
}

// -----

// index_cast of tensors (both directions); scalars and vectors stay.
// CHECK-LABEL: func @casts
// CHECK: %[[M:.*]] = memref.buffer_cast %{{.*}} : memref<2x?xi64>
// CHECK: %[[I:.*]] = index_cast %[[M]] : memref<2x?xi64> to memref<2x?xindex>
// CHECK: %[[J:.*]] = index_cast %[[I]] : memref<2x?xindex> to memref<2x?xi16>
// CHECK: memref.tensor_load %[[J]] : memref<2x?xi16>
// CHECK: index_cast %{{.*}} : i64 to index
// CHECK: index_cast %{{.*}} : vector<2xindex> to vector<2xi32>
func @casts(%t: tensor<2x?xi64>, %s: i64, %v: vector<2xindex>) -> (tensor<2x?xi16>, index, vector<2xi32>) {
  %0 = index_cast %t : tensor<2x?xi64> to tensor<2x?xindex>
  %1 = index_cast %0 : tensor<2x?xindex> to tensor<2x?xi16>
  %2 = index_cast %s : i64 to index
  %3 = index_cast %v : vector<2xindex> to vector<2xi32>
  return %1, %2, %3 : tensor<2x?xi16>, index, vector<2xi32>
}

// -----

// Tensor results used by ops of other dialects keep a tensor_load each
// time a converted value reaches them.
// CHECK-LABEL: func @other_users
// CHECK: memref.tensor_load
// CHECK: tensor.dim
func @other_users(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> index {
  %c0 = constant 0 : index
  %0 = select %c, %a, %b : tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}
