// -convert-memref-to-llvm='use-aligned-alloc=1': the alignment is the next
// power of two of the element's size in the data layout (at least 16), and
// the size is rounded up to it unless the static size is a multiple.  The
// element sizes: ceil(bits/8) for integers and floats, vectors padded to a
// power of two in their innermost dimension, complex parts aligned,
// memref elements their descriptor's size (index as dlti.dl_spec says).
// REQUIRES: upstream
// RUN: cmlir-opt -split-input-file -convert-memref-to-llvm='use-aligned-alloc=1' %s > %t.ours
// RUN: %upstream_opt -split-input-file -convert-memref-to-llvm='use-aligned-alloc=1' %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: func @elems
// i24 (3 bytes): 5 * 3 is no multiple of 16
// CHECK: llvm.mlir.constant(16 : index)
// CHECK: llvm.urem
// CHECK: llvm.call @aligned_alloc
// vector<3x3xf32>: 3 * 4 * 4 bytes, aligned to 64
// CHECK: llvm.mlir.constant(64 : index)
// CHECK: llvm.urem
// CHECK: llvm.call @aligned_alloc
// complex<f64>: 16 bytes, 2 * 16 needs no rounding
// CHECK: llvm.mlir.constant(16 : index)
// CHECK-NEXT: llvm.call @aligned_alloc
// memref<2x2xf32> descriptor: 2 * 8 + 5 * 8 = 56 bytes, aligned to 64
// CHECK: llvm.mlir.constant(64 : index)
// CHECK: llvm.urem
// CHECK: llvm.call @aligned_alloc
// memref<*xi8> descriptor: 8 + 8 bytes
// CHECK: llvm.mlir.constant(16 : index)
// CHECK-NEXT: llvm.call @aligned_alloc
func @elems() {
  %0 = memref.alloc() : memref<5xi24>
  %1 = memref.alloc() : memref<3xvector<3x3xf32>>
  %2 = memref.alloc() : memref<2xcomplex<f64>>
  %3 = memref.alloc() : memref<3xmemref<2x2xf32>>
  %4 = memref.alloc() : memref<7xmemref<*xi8>>
  return
}

// -----

// A 32-bit index makes the descriptors smaller: 2 * 8 + 3 * 4 = 28 bytes.
// CHECK-LABEL: func @index32
// CHECK: llvm.mlir.constant(32 : index) : i32
// CHECK: llvm.call @aligned_alloc
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func @index32() {
    %0 = memref.alloc() : memref<4xmemref<?xi16>>
    return
  }
}
