// Seed 001 "Conversion to the LLVM Dialect", section "Bare Pointer
// Convention" (lines 127-142): a statically shaped memref with the default
// layout becomes a pointer to its element type, in arguments and results.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.func @rank0(!llvm.ptr<f32>) -> !llvm.ptr<f32>
func private @rank0(memref<f32>) -> memref<f32>
// CHECK: llvm.func @rank2(!llvm.ptr<f32>) -> !llvm.ptr<f32>
func private @rank2(memref<10x42xf32>) -> memref<10x42xf32>
// CHECK: llvm.func @vector_elements(!llvm.ptr<vector<4xf32>>) -> !llvm.ptr<vector<4xf32>>
func private @vector_elements(memref<10x42xvector<4xf32>>) -> memref<10x42xvector<4xf32>>

// A defined function rebuilds the descriptor from the pointer and the static
// shape.
// CHECK-LABEL: llvm.func @defined(%arg0: !llvm.ptr<f32>) -> !llvm.ptr<f32>
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.insertvalue %arg0
func @defined(%m: memref<10x42xf32>) -> memref<10x42xf32> {
  return %m : memref<10x42xf32>
}
