// _mlir_ciface_ wrappers (llvm.emit_c_interface and -emit-c-wrappers) for
// defined and external functions, argument attributes carried to every
// expanded argument: diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.ours2
// RUN: %upstream_opt -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=ALL < %t.ours2

// CHECK-LABEL: llvm.func @defined(
// CHECK-LABEL: llvm.func @_mlir_ciface_defined(%arg0: !llvm.ptr<struct<(struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>, i64)>>, %arg1: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, %arg2: !llvm.ptr<struct<(i64, ptr<i8>)>>, %arg3: i64)
// CHECK: llvm.call @defined
// CHECK: llvm.store
func @defined(%a: memref<?xf32>, %u: memref<*xf32>, %i: index) -> (memref<?xf32>, index) attributes {llvm.emit_c_interface} {
  return %a, %i : memref<?xf32>, index
}

// CHECK-LABEL: llvm.func @external(%arg0: !llvm.ptr<f32> {llvm.noalias}, %arg1: !llvm.ptr<f32> {llvm.noalias}
// CHECK: llvm.call @_mlir_ciface_external
// CHECK: llvm.func @_mlir_ciface_external(!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> {llvm.noalias}, f32) -> f32
func private @external(%a: memref<2x3xf32> {llvm.noalias}, %x: f32) -> f32 attributes {llvm.emit_c_interface}

// CHECK-LABEL: llvm.func @external_struct
// CHECK: llvm.alloca
// CHECK: llvm.call @_mlir_ciface_external_struct
// CHECK: llvm.load
func private @external_struct(%u: memref<*xi8>, %i: i32) -> (i32, memref<4xi8>) attributes {llvm.emit_c_interface}

// ALL-LABEL: llvm.func @scalars
// ALL: llvm.func @_mlir_ciface_scalars(%arg0: i32, %arg1: f64) -> i32
func @scalars(%a: i32, %b: f64) -> i32 {
  return %a : i32
}

// ALL: llvm.func @_mlir_ciface_nothing()
func private @nothing()
