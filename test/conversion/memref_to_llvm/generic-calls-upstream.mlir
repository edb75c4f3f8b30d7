// In the generic form, the llvm.call ops that memref alloc / dealloc lower
// to carry an empty fastmathFlags attribute (MLIR 13 builds them from the
// callee's llvm.func), while lowered std calls, assert's abort and
// memrefCopy do not; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm -mlir-print-op-generic %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm -mlir-print-op-generic %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=ALIGNED < %t.ours2

func private @ext(i32) -> i32

// CHECK: "llvm.call"({{.*}}) {callee = @malloc, fastmathFlags = #llvm.fastmath<>}
// CHECK: "llvm.call"({{.*}}) {callee = @memrefCopy}
// CHECK: "llvm.call"({{.*}}) {callee = @free, fastmathFlags = #llvm.fastmath<>}
// CHECK: "llvm.call"({{.*}}) {callee = @ext}
// CHECK: "llvm.call"() {callee = @abort}
// ALIGNED: "llvm.call"({{.*}}) {callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<>}
func @calls(%n: index, %x: i32, %src: memref<4xf32, offset: ?, strides: [2]>) -> i32 {
  %m = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  %d = memref.cast %m : memref<?xf32> to memref<4xf32>
  memref.copy %src, %d : memref<4xf32, offset: ?, strides: [2]> to memref<4xf32>
  memref.dealloc %m : memref<?xf32>
  %r = call @ext(%x) : (i32) -> i32
  %c = constant 1 : i1
  assert %c, "never"
  return %r : i32
}
