// Branches, PHIs from block arguments, switch, unreachable, branch
// weights, and a block that passes values to the same successor twice.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK-LABEL: define i32 @loop(i32 %0)
llvm.func @loop(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: br label %[[HEAD:[0-9]+]]
  llvm.br ^head(%c0, %c0 : i32, i32)
// CHECK-EMPTY:
// CHECK-NEXT: [[HEAD]]:                                                ; preds = %[[BODY:[0-9]+]], %1
// CHECK-NEXT: %[[I:[0-9]+]] = phi i32 [ %[[NI:[0-9]+]], %[[BODY]] ], [ 0, %1 ]
// CHECK-NEXT: %[[S:[0-9]+]] = phi i32 [ %[[NS:[0-9]+]], %[[BODY]] ], [ 0, %1 ]
^head(%i: i32, %s: i32):
  // CHECK-NEXT: %[[C:[0-9]+]] = icmp slt i32 %[[I]], %0
  %c = llvm.icmp "slt" %i, %n : i32
  // CHECK-NEXT: br i1 %[[C]], label %[[BODY]], label %[[EXIT:[0-9]+]], !dbg !{{[0-9]+}}, !prof ![[W:[0-9]+]]
  llvm.cond_br %c, ^body, ^exit {branch_weights = dense<[3, 1]> : vector<2xi32>}
// CHECK-EMPTY:
// CHECK-NEXT: [[BODY]]:                                                ; preds = %[[HEAD]]
^body:
  // CHECK-NEXT: %[[NS]] = add i32 %[[S]], %[[I]]
  %ns = llvm.add %s, %i : i32
  // CHECK-NEXT: %[[NI]] = add i32 %[[I]], 1
  %ni = llvm.add %i, %c1 : i32
  llvm.br ^head(%ni, %ns : i32, i32)
// CHECK: [[EXIT]]:                                                ; preds = %[[HEAD]]
^exit:
  // CHECK-NEXT: ret i32 %[[S]]
  llvm.return %s : i32
}

// CHECK-LABEL: define i32 @switch(i32 %0, i32 %1)
llvm.func @switch(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: switch i32 %0, label %[[D:[0-9]+]] [
  // CHECK-NEXT:   i32 -1, label %[[X:[0-9]+]]
  // CHECK-NEXT:   i32 7, label %[[Y:[0-9]+]]
  // CHECK-NEXT: ]
  llvm.switch %a, ^d [
    -1: ^x(%b : i32),
    7: ^y
  ]
^d:
  // CHECK: unreachable
  llvm.unreachable
^x(%v: i32):
  // CHECK: phi i32 [ %1, %2 ]
  llvm.return %v : i32
^y:
  llvm.return %a : i32
}

// A successor named twice with arguments: the second edge goes through a
// new block (at the end of the function), as -llvm-legalize-for-export.
// CHECK-LABEL: define i32 @same_successor(i1 %0, i32 %1, i32 %2)
llvm.func @same_successor(%c: i1, %a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: br i1 %0, label %[[T:[0-9]+]], label %[[SPLIT:[0-9]+]]
  llvm.cond_br %c, ^t(%a : i32), ^t(%b : i32)
// CHECK: [[T]]:                                                ; preds = %[[SPLIT]], %3
// CHECK-NEXT: %[[P:[0-9]+]] = phi i32 [ %[[Q:[0-9]+]], %[[SPLIT]] ], [ %1, %3 ]
^t(%v: i32):
  // CHECK-NEXT: ret i32 %[[P]]
  llvm.return %v : i32
// CHECK: [[SPLIT]]:                                                ; preds = %3
// CHECK-NEXT: %[[Q]] = phi i32 [ %2, %3 ]
// CHECK-NEXT: br label %[[T]]
}

// Unreachable blocks and blocks without predecessors.
// CHECK-LABEL: define void @unreached()
llvm.func @unreached() {
  llvm.return
// CHECK: 1:                                                ; No predecessors!
// CHECK-NEXT: ret void
^dead:
  llvm.return
}
// CHECK: ![[W]] = !{!"branch_weights", i32 3, i32 1}
