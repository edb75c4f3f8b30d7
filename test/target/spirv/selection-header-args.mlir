// A block with arguments that starts with a selection: its OpPhi lands in
// the selection header.  mlir-translate-13 writes the same binary but
// crashes reading it back; cmlir gives the block its arguments back, and
// the round trip serializes to the same words.
// REQUIRES: upstream-translate
// RUN: cmlir-translate -serialize-spirv %s -o %t.c
// RUN: %upstream_translate -serialize-spirv %s -o %t.u
// RUN: cmp %t.c %t.u
// RUN: cmlir-translate -test-spirv-roundtrip %s > %t.rt
// RUN: FileCheck %s < %t.rt
// RUN: cmlir-translate -serialize-spirv %t.rt -o %t.rt.bin
// RUN: cmp %t.c %t.rt.bin

// CHECK-LABEL: spv.func @header_args
// CHECK:        spv.Branch ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:   spv.mlir.selection {
// CHECK-NEXT:     spv.BranchConditional %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:
// CHECK-NEXT:     spv.IAdd %[[A]], %[[A]]
// CHECK:        spv.ReturnValue %[[A]] : i32
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.GlobalVariable @out : !spv.ptr<i32, Private>
  spv.func @header_args(%c: i1, %x: i32) -> i32 "None" {
    spv.Branch ^hdr(%x : i32)
  ^hdr(%a: i32):
    spv.mlir.selection {
      spv.BranchConditional %c, ^t, ^m
    ^t:
      %s = spv.IAdd %a, %a : i32
      %p = spv.mlir.addressof @out : !spv.ptr<i32, Private>
      spv.Store "Private" %p, %s : i32
      spv.Branch ^m
    ^m:
      spv.mlir.merge
    }
    spv.ReturnValue %a : i32
  }
}
