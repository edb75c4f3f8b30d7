// Block arguments of non-entry blocks converted (a memref one becomes a
// descriptor struct), branches following the converted blocks: diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// CHECK: llvm.cond_br %arg6, ^bb1(%arg5 : i64), ^bb2(%5 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>)

func @f(%m: memref<?xf32>, %i: index, %c: i1) -> f32 {
  cond_br %c, ^bb1(%i : index), ^bb2(%m : memref<?xf32>)
^bb1(%j: index):
  %v = memref.load %m[%j] : memref<?xf32>
  return %v : f32
^bb2(%n: memref<?xf32>):
  %w = memref.load %n[%i] : memref<?xf32>
  br ^bb3(%w : f32)
^bb3(%x: f32):
  return %x : f32
}
