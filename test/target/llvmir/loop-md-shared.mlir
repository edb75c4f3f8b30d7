// Branches carrying the same llvm.loop attribute share one loop node (the
// options are kept sorted, so their written order does not matter).
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK-LABEL: define void @twice
// CHECK: br i1 %{{.*}}, !llvm.loop ![[L:[0-9]+]]
// CHECK: br label %{{.*}}, !llvm.loop ![[L]]
// CHECK: br label %{{.*}}, !llvm.loop ![[M:[0-9]+]]
// CHECK: ![[L]] = distinct !{![[L]],
// CHECK: ![[M]] = distinct !{![[M]],
llvm.func @twice(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0 : i64)
^head(%i: i64):
  %lt = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %lt, ^body, ^exit {llvm.loop = {options = #llvm.loopopts<interleave_count = 4, disable_unroll = true>}}
^body:
  %next = llvm.add %i, %c1 : i64
  %odd = llvm.trunc %i : i64 to i1
  llvm.cond_br %odd, ^a, ^b
^a:
  llvm.br ^head(%next : i64) {llvm.loop = {options = #llvm.loopopts<disable_unroll = true, interleave_count = 4>}}
^b:
  llvm.br ^head(%next : i64) {llvm.loop = {options = #llvm.loopopts<disable_unroll = true, interleave_count = 2>}}
^exit:
  llvm.return
}
