// Values converted once and used in several blocks (an index used by loads
// in sibling blocks, a select folded against its cmpi, a select whose
// condition folds during the conversion): the conversion materializes the
// converted value where every use sees it, and folds exactly what
// mlir-opt-13 folds.  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @sibling_uses
func @sibling_uses(%m: memref<?xf32>, %a: i32, %c: i1) -> f32 {
  %i = index_cast %a : i32 to index
  cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %m[%i] : memref<?xf32>
  return %x : f32
^bb2:
  %y = memref.load %m[%i] : memref<?xf32>
  return %y : f32
}

// CHECK-LABEL: llvm.func @selects
// CHECK: llvm.select
func @selects(%a: i32, %b: i32) -> (i32, i32, i32) {
  %e = cmpi eq, %b, %a : i32
  %0 = select %e, %b, %a : i32
  %n = cmpi ne, %a, %b : i32
  %1 = select %n, %b, %a : i32
  %f = cmpi ult, %a, %a : i32
  %2 = select %f, %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}
