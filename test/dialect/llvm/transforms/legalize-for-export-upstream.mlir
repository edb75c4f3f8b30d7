// -llvm-legalize-for-export: repeated argument-taking successors of a
// terminator in an llvm.func get a forwarding block each (appended, one
// llvm.br at the terminator's location, arguments located at the
// function); successors without arguments, and terminators in builtin
// funcs, are left alone.  Diffed with mlir-opt-13 including locations
// (one repeated successor per terminator: with several, 13's block order
// follows a pointer hash).
// REQUIRES: upstream
// RUN: cmlir-opt -llvm-legalize-for-export -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -llvm-legalize-for-export -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -llvm-legalize-for-export %s | FileCheck %s

// CHECK-LABEL: llvm.func @cond
// CHECK: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb1(%1 : i32)
llvm.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}

// Identical operands are split as well.
// CHECK-LABEL: llvm.func @same_operands
// CHECK: llvm.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb3(%arg1, %arg1 : i32, i32)
// CHECK: ^bb3(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT: llvm.br ^bb1
llvm.func @same_operands(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  llvm.br ^bb2
^bb2:
  llvm.return %x : i32
}

// CHECK-LABEL: llvm.func @switch
// CHECK: 1: ^bb3(%arg2 : i32)
// CHECK: 2: ^bb4(%arg1 : i32)
// CHECK: 3: ^bb2
// CHECK: 4: ^bb2
// CHECK: ^bb3(%1: i32):
// CHECK-NEXT: llvm.br ^bb1(%1 : i32)
// CHECK: ^bb4(%2: i32):
// CHECK-NEXT: llvm.br ^bb1(%2 : i32)
llvm.func @switch(%v: i32, %a: i32, %b: i32) -> i32 {
  llvm.switch %v, ^bb1(%a : i32) [
    1: ^bb1(%b : i32),
    2: ^bb1(%a : i32),
    3: ^bb2,
    4: ^bb2
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.return %a : i32
}

// A loop: the back edge and the exit both target the header twice.
// CHECK-LABEL: llvm.func @loop
// CHECK: llvm.cond_br %{{.*}}, ^bb1(%{{.*}} : i64), ^bb2(%arg0 : i64)
llvm.func @loop(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^bb1(%0 : i64)
^bb1(%i: i64):
  %1 = llvm.mlir.constant(1 : i64) : i64
  %2 = llvm.add %i, %1 : i64
  %3 = llvm.icmp "slt" %2, %n : i64
  llvm.cond_br %3, ^bb1(%2 : i64), ^bb1(%n : i64)
}

// CHECK-LABEL: llvm.func @no_args
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb1
// CHECK-LABEL: func @builtin_func
// CHECK: cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
llvm.func @no_args(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}
func @builtin_func(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
