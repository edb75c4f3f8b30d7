// Seed 001 "Conversion to the LLVM Dialect", sections "Function Types",
// "Functions as Function Arguments or Results" and "Memrefs as Function
// Arguments" (lines 170-284).  The seed writes the converted function type
// as !llvm.func<...>; an llvm.func prints it as its signature, and a
// function-typed argument shows it as the pointee of !llvm.ptr.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// Lines 186-207: () -> () is void (), results are converted, several
// results are packed into a struct.
// CHECK: llvm.func @nullary(){{$| attributes}}
func private @nullary()
// CHECK: llvm.func @unary(i32) -> i64
func private @unary(i32) -> i64
// CHECK: llvm.func @binary(i32, f32) -> i64
func private @binary(i32, f32) -> i64
// CHECK: llvm.func @two_results(i32, f32) -> !llvm.struct<(i64, f64)>
func private @two_results(i32, f32) -> (i64, f64)
// The same types as function values: !llvm.func<...> behind a pointer.
// CHECK: llvm.func @function_values(!llvm.ptr<func<void ()>>, !llvm.ptr<func<i64 (i32)>>, !llvm.ptr<func<i64 (i32, f32)>>, !llvm.ptr<func<struct<(i64, f64)> (i32, f32)>>)
func private @function_values(() -> (), (i32) -> i64, (i32, f32) -> i64, (i32, f32) -> (i64, f64))

// Lines 218-232: function-typed arguments and results become pointers to
// functions, recursively.
// CHECK: llvm.func @higher_order(!llvm.ptr<func<void ()>>) -> !llvm.ptr<func<void ()>>
func private @higher_order(() -> ()) -> (() -> ())
// CHECK: llvm.func @recursive(!llvm.ptr<func<void (ptr<func<i64 (i32)>>)>>)
func private @recursive(((i32) -> i64) -> ()) -> ()

// Lines 248-284: memref arguments expand into their scalar parts, memref
// results stay descriptors (several packed into a struct).
// CHECK: llvm.func @arg_rank0(!llvm.ptr<f32>, !llvm.ptr<f32>, i64)
func private @arg_rank0(memref<f32>) -> ()
// CHECK: llvm.func @arg_mixed(!llvm.ptr<f32>, !llvm.ptr<f32>, i64, f32)
func private @arg_mixed(memref<f32>, f32) -> ()
// CHECK: llvm.func @arg_2d(!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64, i64)
func private @arg_2d(memref<?x?xf32>) -> ()
// CHECK: llvm.func @arg_unranked(i64, !llvm.ptr<i8>)
func private @arg_unranked(memref<*xf32>) -> ()
// CHECK: llvm.func @result_1d() -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
func private @result_1d() -> (memref<?xf32>)
// CHECK: llvm.func @result_two() -> !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64)>, struct<(ptr<f64>, ptr<f64>, i64)>)>
func private @result_two() -> (memref<f32>, memref<f64>)
