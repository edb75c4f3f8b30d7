// dim of an unranked memref (through the ranked descriptor it points to),
// with a dynamic and a constant index: diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// CHECK-LABEL: llvm.func @ud(
// CHECK: llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64)>>

func @ud(%u: memref<*xf32>, %i: index) -> index {
  %0 = memref.dim %u, %i : memref<*xf32>
  %c1 = constant 1 : index
  %1 = memref.dim %u, %c1 : memref<*xf32>
  %2 = addi %0, %1 : index
  return %2 : index
}
