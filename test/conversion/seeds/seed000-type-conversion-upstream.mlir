// Seed 000 "Conversion to the LLVM Dialect" (older version; the same text
// is in seed 003 from line 3190), section "Type Conversion" (lines 90-505)
// and "Function Signature Conversion" (lines 515-599).  The seed writes
// the old LLVM types (!llvm.i32, !llvm.float, !llvm<"{ float*, ... }">);
// MLIR 13 uses builtin integers and floats and !llvm.ptr / !llvm.struct /
// !llvm.array, which the CHECK lines give.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// Scalar types (lines 95-122): i* stays i*, f16/f32/f64 stay (the seed's
// !llvm.half / !llvm.float / !llvm.double).  The seed says bf16 cannot be
// converted; MLIR 13 keeps bf16.
// CHECK: llvm.func @scalars(i1, i32, f16, f32, f64, bf16) -> i64
func private @scalars(i1, i32, f16, f32, f64, bf16) -> i64

// Index type (lines 127-144): i64 on x86-64.
// CHECK: llvm.func @index(i64) -> i64
func private @index(index) -> index

// Vector types (lines 149-177): <4 x float> and [4 x [8 x <16 x float>]].
// CHECK: llvm.func @vectors(vector<4xf32>) -> !llvm.array<4 x array<8 x vector<16xf32>>>
func private @vectors(vector<4xf32>) -> vector<4x8x16xf32>

// Memref types (lines 182-296), as function results (not expanded).
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
// The seed writes [1 x i64] for this rank-2 memref; it has two of each.
// CHECK: llvm.func @memref_vec() -> !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<2 x i64>, array<2 x i64>)>
func private @memref_vec() -> memref<1x?xvector<4xf32>>

// Unranked (lines 301-345): { i64, i8* }.
// CHECK: llvm.func @unranked() -> !llvm.struct<(i64, ptr<i8>)>
func private @unranked() -> memref<*xf32>

// Memref in a function signature (lines 350-378): the seed passes a pointer
// to the descriptor; MLIR 13 expands the descriptor into its scalar parts
// (the newer convention of lines 736-775 and seed 001).
// CHECK: llvm.func @memref_arg(!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64)
func private @memref_arg(memref<?xf32>) -> ()

// Function types (lines 383-505), shown as pointers to functions (the
// function-typed arguments of higher-order functions).
// CHECK: llvm.func @function_types(!llvm.ptr<func<void ()>>, !llvm.ptr<func<i64 (i32)>>, !llvm.ptr<func<i64 (i32, f32)>>, !llvm.ptr<func<struct<(i64, f64)> (i32, f32)>>)
func private @function_types(() -> (), (i32) -> (i64), (i32, f32) -> (i64), (i32, f32) -> (i64, f64))
// CHECK: llvm.func @higher_order(!llvm.ptr<func<void ()>>) -> !llvm.ptr<func<void ()>>
func private @higher_order(() -> ()) -> (() -> ())

// Function signature conversion (lines 536-599).
// CHECK: llvm.func @foo(){{$| attributes}}
func private @foo() -> ()
// CHECK: llvm.func @bar(i32) -> i64
func private @bar(i32) -> (i64)
// CHECK: llvm.func @qux(i32, f32) -> !llvm.struct<(i64, f64)>
func private @qux(i32, f32) -> (i64, f64)
// CHECK: llvm.func @quux(!llvm.ptr<func<void ()>>) -> !llvm.ptr<func<void ()>>
func private @quux(() -> ()) -> (() -> ())
