// Access groups and loop metadata.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: load i32, i32* %0, align 4, !dbg !{{[0-9]+}}, !llvm.access.group ![[BOTH:[0-9]+]]
// CHECK: store i32 %{{[0-9]+}}, i32* %0, align 4, !dbg !{{[0-9]+}}, !llvm.access.group ![[G1:[0-9]+]]
// CHECK: br label %3, !dbg !{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]
// CHECK: ![[BOTH]] = !{![[G1]], ![[G2:[0-9]+]]}
// CHECK: ![[G1]] = distinct !{}
// CHECK: ![[G2]] = distinct !{}
// CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[PA:[0-9]+]], ![[U:[0-9]+]], ![[L:[0-9]+]], ![[I:[0-9]+]]}
// CHECK: ![[PA]] = !{!"llvm.loop.parallel_accesses", ![[G1]], ![[G2]]}
// CHECK: ![[U]] = !{!"llvm.loop.unroll.disable", i1 true}
// CHECK: ![[L]] = !{!"llvm.licm.disable", i1 true}
// CHECK: ![[I]] = !{!"llvm.loop.interleave.count", i32 2}

module {
  llvm.metadata @metadata {
    llvm.access_group @group1
    llvm.access_group @group2
    llvm.return
  }
  llvm.func @loop(%p: !llvm.ptr<i32>, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^head(%c0 : i32)
  ^head(%i: i32):
    %c = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %c, ^body, ^exit
  ^body:
    %v = llvm.load %p {access_groups = [@metadata::@group1, @metadata::@group2]} : !llvm.ptr<i32>
    llvm.store %v, %p {access_groups = [@metadata::@group1]} : !llvm.ptr<i32>
    %ni = llvm.add %i, %c1 : i32
    llvm.br ^head(%ni : i32) {llvm.loop = {parallel_access = [@metadata::@group1, @metadata::@group2], options = #llvm.loopopts<disable_licm = true, disable_unroll = true, interleave_count = 2>}}
  ^exit:
    llvm.return
  }
}
