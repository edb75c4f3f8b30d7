// Seed 000 "Conversion to the LLVM Dialect" (and seed 003 lines 3516-3641),
// section "C-compatible wrapper emission" (lines 1087-1464), with the
// emit-c-wrappers option: an external function gets a body that stores the
// descriptor on the stack and calls the external _mlir_ciface_ function; a
// defined function gets a _mlir_ciface_ wrapper that loads the descriptor
// and calls it.  The seed's pointer-to-struct {float*, ...}* is
// !llvm.ptr<struct<...>> in MLIR 13.  Diffed with mlir-opt-13; the same
// output from the llvm.emit_c_interface attribute.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: sed -e 's/^func private @qux(%arg0: memref<?x?xf32>)$/& attributes {llvm.emit_c_interface}/' -e 's/^func @foo(%arg0: memref<?x?xf32>)/& attributes {llvm.emit_c_interface}/' %s > %t.attr.mlir
// RUN: cmlir-opt -convert-std-to-llvm %t.attr.mlir > %t.attr.ours
// RUN: %upstream_opt -convert-std-to-llvm %t.attr.mlir > %t.attr.up
// RUN: diff %t.attr.ours %t.attr.up
// RUN: FileCheck %s < %t.attr.ours

// External function (lines 1231-1329).
// CHECK-LABEL: llvm.func @qux(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64)
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %9 = llvm.alloca %8 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT:    llvm.store %7, %9 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT:    llvm.call @_mlir_ciface_qux(%9) : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>) -> ()
// CHECK-NEXT:    llvm.return
// CHECK:       llvm.func @_mlir_ciface_qux(!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>)
func private @qux(%arg0: memref<?x?xf32>)

// Defined function (lines 1334-1426).  MLIR 13 also packs the descriptor
// at the start of @foo (unused here), which the seed leaves out.
// CHECK-LABEL: llvm.func @foo(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64)
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_foo(%arg0: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>)
// CHECK-NEXT:    %0 = llvm.load %arg0 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT:    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.call @foo(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64, i64) -> ()
// CHECK-NEXT:    llvm.return
func @foo(%arg0: memref<?x?xf32>) {
  return
}
