// RemoveEmptyElseBranch: an scf.if without results whose else block holds
// only scf.yield loses that block (also once canonicalization has emptied
// it); diffed with mlir-opt-13 in both forms.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: func @empty_else
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: return
func @empty_else(%c: i1, %m: memref<4xi32>, %i: index) {
  %a = constant 1 : i32
  scf.if %c {
    memref.store %a, %m[%i] : memref<4xi32>
  } else {
  }
  return
}

// CHECK-LABEL: func @emptied_else
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: return
func @emptied_else(%c: i1, %m: memref<4xi32>, %i: index) {
  %a = constant 1 : i32
  scf.if %c {
    memref.store %a, %m[%i] : memref<4xi32>
  } else {
    %u = addi %a, %a : i32
  }
  return
}

// The else block is kept when it does something, or when the if has
// results.
// CHECK-LABEL: func @kept
// CHECK: } else {
// CHECK: memref.store
// CHECK: scf.if %arg0 -> (i32) {
// CHECK: } else {
func @kept(%c: i1, %d: i1, %m: memref<4xi32>, %i: index, %x: i32) -> i32 {
  %a = constant 1 : i32
  scf.if %d {
  } else {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  %r = scf.if %c -> i32 {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
