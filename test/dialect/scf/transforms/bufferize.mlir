// -scf-bufferize: scf.for / scf.if / scf.while carrying tensors are
// rebuilt to carry memrefs (memref.buffer_cast going in,
// memref.tensor_load coming out and for the block arguments' old uses).
// Diffed with mlir-opt-13 (locations included, and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -scf-bufferize -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -scf-bufferize -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(scf-bufferize)' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(scf-bufferize)' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -scf-bufferize -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -scf-bufferize -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='scf-bufferize' %s 2>&1 | FileCheck %s --check-prefix=NEST

// DUMP: IR Dump After SCFBufferize //
// HELP: --scf-bufferize {{ *}}-   Bufferize the scf dialect.
// NEST: error: Can't add pass 'SCFBufferize' restricted to 'func'

// Mixed iteration values: only the tensor one changes; attributes stay.
// CHECK-LABEL: func @mixed_for(
// CHECK-SAME: %[[T:.*]]: tensor<8xf32>, %[[N:.*]]: index, %[[I:.*]]: i32)
// CHECK: %[[M:.*]] = memref.buffer_cast %[[T]] : memref<8xf32>
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %[[I]], %[[B:.*]] = %[[M]]) -> (i32, memref<8xf32>) {
// CHECK:   %[[BT:.*]] = memref.tensor_load %[[B]] : memref<8xf32>
// CHECK:   "test.step"(%[[A]], %[[BT]])
// CHECK:   memref.buffer_cast
// CHECK:   scf.yield %{{.*}}, %{{.*}} : i32, memref<8xf32>
// CHECK: } {note = "kept"}
// CHECK: memref.tensor_load %[[R]]#1 : memref<8xf32>
func @mixed_for(%t: tensor<8xf32>, %n: index, %i: i32) -> (i32, tensor<8xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r:2 = scf.for %iv = %c0 to %n step %c1 iter_args(%a = %i, %b = %t) -> (i32, tensor<8xf32>) {
    %x, %y = "test.step"(%a, %b) : (i32, tensor<8xf32>) -> (i32, tensor<8xf32>)
    scf.yield %x, %y : i32, tensor<8xf32>
  } {note = "kept"}
  return %r#0, %r#1 : i32, tensor<8xf32>
}

// -----

// An if nested in a for; an if without tensor results is left alone.
// CHECK-LABEL: func @nested(
// CHECK: scf.for {{.*}} -> (memref<*xi8>)
// CHECK: scf.if {{.*}} -> (memref<*xi8>)
// CHECK: scf.if %{{.*}} -> (i8)
func @nested(%c: i1, %t: tensor<*xi8>, %n: index, %v: i8) -> (tensor<*xi8>, i8) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %0 = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<*xi8>) {
    %1 = scf.if %c -> (tensor<*xi8>) {
      scf.yield %acc : tensor<*xi8>
    } else {
      %2 = "test.other"() : () -> tensor<*xi8>
      scf.yield %2 : tensor<*xi8>
    }
    scf.yield %1 : tensor<*xi8>
  }
  %3 = scf.if %c -> (i8) {
    scf.yield %v : i8
  } else {
    scf.yield %v : i8
  }
  return %0, %3 : tensor<*xi8>, i8
}

// -----

// scf.while: both regions' arguments convert; its attributes are dropped.
// CHECK-LABEL: func @loop_while(
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (memref<2xi32>) -> memref<2xi32> {
// CHECK: scf.condition(%{{.*}}) %{{.*}} : memref<2xi32>
// CHECK: ^bb0(%{{.*}}: memref<2xi32>):
// CHECK-NOT: attributes
func @loop_while(%t: tensor<2xi32>) -> tensor<2xi32> {
  %r = scf.while (%a = %t) : (tensor<2xi32>) -> tensor<2xi32> {
    %c = "test.cond"(%a) : (tensor<2xi32>) -> i1
    scf.condition(%c) %a : tensor<2xi32>
  } do {
  ^bb0(%b: tensor<2xi32>):
    %n = "test.next"(%b) : (tensor<2xi32>) -> tensor<2xi32>
    scf.yield %n : tensor<2xi32>
  } attributes {note = "dropped"}
  return %r : tensor<2xi32>
}

// -----

// Yields of other ops (execute_region) and scf.parallel stay.
// CHECK-LABEL: func @others(
// CHECK: scf.execute_region -> tensor<3xf32>
// CHECK: scf.yield %{{.*}} : tensor<3xf32>
func @others(%t: tensor<3xf32>) -> tensor<3xf32> {
  %0 = scf.execute_region -> tensor<3xf32> {
    scf.yield %t : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}

// -----

// An op without results the conversion does not know is folded in place
// first, as in 13 (the memref.cast folds into the store and the dealloc).
// CHECK-LABEL: func @fold_in_place(
// CHECK: memref.store %{{.*}}, %arg0[%{{.*}}] : memref<4xf32>
// CHECK: memref.dealloc %arg0 : memref<4xf32>
func @fold_in_place(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}
