// -func-bufferize: function signatures, block arguments, calls, branch and
// return operands go from tensors to memrefs (memref.tensor_load /
// memref.buffer_cast where the old and new types meet).  Diffed with
// mlir-opt-13 (locations included, and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -func-bufferize -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -func-bufferize -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func-bufferize' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func-bufferize' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -func-bufferize -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -func-bufferize -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(func-bufferize)' %s 2>&1 | FileCheck %s --check-prefix=NEST

// DUMP: IR Dump After FuncBufferize //
// HELP: --func-bufferize {{ *}}-   Bufferize func/call/return ops
// NEST: error: Can't add pass 'FuncBufferize' restricted to 'module' on a PassManager intended to run on 'func', did you intend to nest?

// CHECK-LABEL: func @two_args(
// CHECK-SAME: %[[A:.*]]: memref<2xi8>, %[[B:.*]]: memref<*xf32>) -> (memref<*xf32>, memref<2xi8>)
// CHECK: %[[TA:.*]] = memref.tensor_load %[[A]] : memref<2xi8>
// CHECK: %[[TB:.*]] = memref.tensor_load %[[B]] : memref<*xf32>
// CHECK: %[[MB:.*]] = memref.buffer_cast %[[TB]] : memref<*xf32>
// CHECK: %[[MA:.*]] = memref.buffer_cast %[[TA]] : memref<2xi8>
// CHECK: return %[[MB]], %[[MA]]
func @two_args(%a: tensor<2xi8>, %b: tensor<*xf32>) -> (tensor<*xf32>, tensor<2xi8>) {
  return %b, %a : tensor<*xf32>, tensor<2xi8>
}

// Scalars stay; a conditional branch with tensor operands on both edges.
// CHECK-LABEL: func @diamond(
// CHECK-SAME: %{{.*}}: i1, %{{.*}}: memref<?xf32>, %{{.*}}: f32) -> memref<?xf32>
// CHECK: cond_br %{{.*}}, ^bb1(%{{.*}} : memref<?xf32>), ^bb2(%{{.*}}, %{{.*}} : f32, memref<?xf32>)
// CHECK: ^bb1(%{{.*}}: memref<?xf32>):
// CHECK: ^bb2(%{{.*}}: f32, %{{.*}}: memref<?xf32>):
func @diamond(%c: i1, %t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  cond_br %c, ^bb1(%t : tensor<?xf32>), ^bb2(%f, %t : f32, tensor<?xf32>)
^bb1(%x: tensor<?xf32>):
  br ^bb3(%x : tensor<?xf32>)
^bb2(%g: f32, %y: tensor<?xf32>):
  br ^bb3(%y : tensor<?xf32>)
^bb3(%z: tensor<?xf32>):
  return %z : tensor<?xf32>
}

// Calls: results and operands; a declaration's signature.
// CHECK-LABEL: func private @ext(memref<3xi32>, i32) -> memref<3xi32>
// CHECK-LABEL: func @calls(
// CHECK: %[[R:.*]] = call @ext(%{{.*}}, %{{.*}}) : (memref<3xi32>, i32) -> memref<3xi32>
// CHECK: %[[T:.*]] = memref.tensor_load %[[R]] : memref<3xi32>
// CHECK: "test.use"(%[[T]])
func private @ext(tensor<3xi32>, i32) -> tensor<3xi32>
func @calls(%t: tensor<3xi32>, %i: i32) -> tensor<3xi32> {
  %0 = call @ext(%t, %i) : (tensor<3xi32>, i32) -> tensor<3xi32>
  "test.use"(%0) : (tensor<3xi32>) -> ()
  %1 = call @ext(%0, %i) {note = "dropped"} : (tensor<3xi32>, i32) -> tensor<3xi32>
  return %1 : tensor<3xi32>
}

// Terminators in nested regions are left alone.
// CHECK-LABEL: func @nested_region(
// CHECK: scf.if
// CHECK: scf.yield %{{.*}} : tensor<4xf32>
func @nested_region(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %1 = "test.make"() : () -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Nothing to convert.
// CHECK-LABEL: func @no_tensors
func @no_tensors(%a: i32) -> i32 {
  return %a : i32
}
