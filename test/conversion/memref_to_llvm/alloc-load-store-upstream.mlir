// alloc / alloca / dealloc, load / store, dim, globals: the combined
// pipeline diffed op for op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s > %t.ours2
// RUN: %upstream_opt -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=ALIGNED < %t.ours2
// RUN: cmlir-opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.ours3
// RUN: %upstream_opt -convert-memref-to-llvm='index-bitwidth=32' -convert-std-to-llvm='index-bitwidth=32' %s > %t.up3
// RUN: diff %t.ours3 %t.up3

// CHECK: llvm.func @free(!llvm.ptr<i8>)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// ALIGNED: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr<i8>
// CHECK: llvm.mlir.global private constant @table(dense<{{.*}}> : tensor<2x3xf32>) : !llvm.array<2 x array<3 x f32>>
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
// CHECK: llvm.mlir.global external @buffer() : !llvm.array<4 x i32>
memref.global @buffer : memref<4xi32> = uninitialized
// CHECK: llvm.mlir.global external @scalar(4.200000e+01 : f64) : f64
memref.global @scalar : memref<f64> = dense<42.0>

// CHECK-LABEL: llvm.func @memrefs
func @memrefs(%n: index, %i: index, %j: index) -> f32 {
  // CHECK: llvm.call @malloc
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloc() {alignment = 32} : memref<8xf32>
  // CHECK: llvm.alloca
  %c = memref.alloca(%n) : memref<?xi64>
  %s = memref.alloca() : memref<f32>
  %v = memref.load %a[%i, %j] : memref<?x4xf32>
  memref.store %v, %b[%i] : memref<8xf32>
  memref.store %v, %s[] : memref<f32>
  %w = memref.load %s[] : memref<f32>
  %d = memref.dim %a, %i : memref<?x4xf32>
  %e = index_cast %d : index to i64
  memref.store %e, %c[%j] : memref<?xi64>
  %g = memref.get_global @table : memref<2x3xf32>
  %x = memref.load %g[%i, %j] : memref<2x3xf32>
  %vec = memref.alloc(%n) : memref<2x?xvector<4xf32>>
  %big = memref.alloc(%n, %n) : memref<?x3x?xi8>
  %t = memref.alloc() : memref<3x5xi1>
  memref.dealloc %a : memref<?x4xf32>
  memref.dealloc %vec : memref<2x?xvector<4xf32>>
  // CHECK: llvm.call @free
  memref.dealloc %big : memref<?x3x?xi8>
  memref.dealloc %t : memref<3x5xi1>
  %y = addf %x, %w : f32
  return %y : f32
}

// CHECK-LABEL: llvm.func @args
func @args(%m: memref<?x?xf32>, %u: memref<*xf32>, %i: index) -> memref<?x?xf32> {
  %c0 = constant 0 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %v = memref.load %m[%d0, %i] : memref<?x?xf32>
  memref.store %v, %m[%i, %d0] : memref<?x?xf32>
  %r = rank %u : memref<*xf32>
  %k = rank %m : memref<?x?xf32>
  %s = addi %r, %k : index
  memref.store %v, %m[%s, %s] : memref<?x?xf32>
  return %m : memref<?x?xf32>
}
