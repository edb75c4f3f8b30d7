// Seed 001 "Conversion to the LLVM Dialect", section "Type Conversion"
// (lines 20-166): every documented type conversion, observed through the
// signatures of external functions (results are converted as they are;
// arguments are shown in seed001-function-types-upstream.mlir).  Each
// input is converted by cmlir-opt and mlir-opt-13 and the outputs diffed;
// the CHECK lines give the documented form in the current type syntax.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-std-to-llvm='index-bitwidth=32' %s > %t.ours32
// RUN: %upstream_opt -convert-std-to-llvm='index-bitwidth=32' %s > %t.up32
// RUN: diff %t.ours32 %t.up32
// RUN: FileCheck %s --check-prefix=IDX32 < %t.ours32

// Scalar types (lines 22-33): integers and floats keep their builtin type.
// CHECK: llvm.func @scalars(i1, i8, i32, i64, bf16, f16, f32, f64, f80, f128) -> i17
func private @scalars(i1, i8, i32, i64, bf16, f16, f32, f64, f80, f128) -> i17

// Index type (lines 35-42): the pointer width (i64 on x86-64), or the
// index-bitwidth option.
// CHECK: llvm.func @index(i64) -> i64
// IDX32: llvm.func @index(i32) -> i32
func private @index(index) -> index

// Vector types (lines 44-54): 1-D unchanged, n-D to arrays of 1-D vectors.
// CHECK: llvm.func @vectors(vector<4xf32>) -> !llvm.array<4 x array<8 x vector<16xf32>>>
func private @vectors(vector<4xf32>) -> vector<4x8x16xf32>

// Ranked memrefs, default convention (lines 108-125).
// CHECK: llvm.func @memref_rank0() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
func private @memref_rank0() -> memref<f32>
// CHECK: llvm.func @memref_1() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
func private @memref_1() -> memref<1xf32>
// CHECK: llvm.func @memref_dyn() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
func private @memref_dyn() -> memref<?xf32>
// CHECK: llvm.func @memref_5d() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<5 x i64>, array<5 x i64>)>
func private @memref_5d() -> memref<10x42x42x43x123xf32>
// CHECK: llvm.func @memref_5d_dyn() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<5 x i64>, array<5 x i64>)>
func private @memref_5d_dyn() -> memref<10x?x42x?x123xf32>
// The seed writes array<1 x i64> for this rank-2 memref; it has two sizes
// and two strides.
// CHECK: llvm.func @memref_vec() -> !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<2 x i64>, array<2 x i64>)>
func private @memref_vec() -> memref<1x?xvector<4xf32>>
// IDX32: llvm.func @memref_vec() -> !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i32, array<2 x i32>, array<2 x i32>)>

// Unranked memrefs (lines 144-166).
// CHECK: llvm.func @unranked() -> !llvm.struct<(i64, ptr<i8>)>
func private @unranked() -> memref<*xf32>
