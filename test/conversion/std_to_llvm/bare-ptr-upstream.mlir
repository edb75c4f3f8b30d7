// The bare-pointer calling convention: static memrefs pass as pointers to
// their element, descriptors rebuilt in the callee and after calls; a
// function with a dynamic memref argument is left unconverted (as
// mlir-opt-13 does).
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr<f32>, %arg1: i64) -> !llvm.ptr<f32>
func @callee(%a: memref<4x8xf32>, %i: index) -> memref<4x8xf32> {
  %c0 = constant 0 : index
  %v = memref.load %a[%i, %c0] : memref<4x8xf32>
  memref.store %v, %a[%c0, %i] : memref<4x8xf32>
  return %a : memref<4x8xf32>
}

// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.call @callee
func @caller(%a: memref<4x8xf32>, %s: memref<f64>) -> f64 {
  %c1 = constant 1 : index
  %r = call @callee(%a, %c1) : (memref<4x8xf32>, index) -> memref<4x8xf32>
  %x = memref.load %s[] : memref<f64>
  return %x : f64
}

// CHECK: llvm.func @ext(!llvm.ptr<i8>)
func private @ext(memref<2xi8>) -> ()

// CHECK: func @dynamic(%arg0: memref<?xf32>)
func @dynamic(%a: memref<?xf32>) {
  return
}
