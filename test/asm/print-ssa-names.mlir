// SSA value and block numbering: region scoping, result groups, block labels and predecessor comments.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.check.ours
// RUN: %upstream_opt %s > %t.check.up
// RUN: diff %t.check.ours %t.check.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic > %t.generic.ours
// RUN: %upstream_opt %s -mlir-print-op-generic > %t.generic.up
// RUN: diff %t.generic.ours %t.generic.up

"x.func"() ({
^bb0(%a: i32, %b: i64):
  %0:3 = "x.multi"(%a) : (i32) -> (i32, i32, f32)
  %1 = "x.single"(%0#2) : (f32) -> i32
  "x.region"(%0#0) ({
  ^bb0(%x: i32):
    %2 = "x.inner"(%x, %1) : (i32, i32) -> i32
    "x.br"(%2)[^bb1] : (i32) -> ()
  ^bb1(%y: i32):
    "x.cond_br"(%y)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:
    "x.nested"() ({
      %3 = "x.deep"() : () -> i1
      "x.br"()[^bb1] : () -> ()
    ^bb1:
      "x.done"(%3) : (i1) -> ()
    }) : () -> ()
    "x.ret"() : () -> ()
  }, {
  ^bb0(%z: i32):
    %4 = "x.other"(%z) : (i32) -> i32
    "x.ret"() : () -> ()
  }, {
  }) : (i32) -> ()
  "x.empty_entry"() ({
  ^bb0:
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    "x.br"()[^bb1] : () -> ()
  }) : () -> ()
  %5 = "x.last"(%1, %0#1) : (i32, i32) -> i32
  "x.br"(%5)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  "x.graph"() ({
    "x.use"(%6) : (i32) -> ()
    %6 = "x.def"() : () -> i32
  }) : () -> ()
  "x.ret"(%5) : (i32) -> ()
}) {sym_name = "f"} : () -> ()

// CHECK: module  {
// CHECK-NEXT:   "x.func"() ( {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i64):  // no predecessors
// CHECK-NEXT:     %0:3 = "x.multi"(%arg0) : (i32) -> (i32, i32, f32)
// CHECK-NEXT:     %1 = "x.single"(%0#2) : (f32) -> i32
// CHECK-NEXT:     "x.region"(%0#0) ( {
// CHECK-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// CHECK-NEXT:       %3 = "x.inner"(%arg2, %1) : (i32, i32) -> i32
// CHECK-NEXT:       "x.br"(%3)[^bb1] : (i32) -> ()
// CHECK-NEXT:     ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "x.cond_br"(%4)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "x.nested"() ( {
// CHECK-NEXT:         %5 = "x.deep"() : () -> i1
// CHECK-NEXT:         "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         "x.done"(%5) : (i1) -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:       "x.ret"() : () -> ()
// CHECK-NEXT:     },  {
// CHECK-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// CHECK-NEXT:       %3 = "x.other"(%arg2) : (i32) -> i32
// CHECK-NEXT:       "x.ret"() : () -> ()
// CHECK-NEXT:     },  {
// CHECK-NEXT:     }) : (i32) -> ()
// CHECK-NEXT:     "x.empty_entry"() ( {
// CHECK-NEXT:       "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %2 = "x.last"(%1, %0#1) : (i32, i32) -> i32
// CHECK-NEXT:     "x.br"(%2)[^bb1, ^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "x.graph"() ( {
// CHECK-NEXT:       "x.use"(%3) : (i32) -> ()
// CHECK-NEXT:       %3 = "x.def"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "x.ret"(%2) : (i32) -> ()
// CHECK-NEXT:   }) {sym_name = "f"} : () -> ()
// CHECK-NEXT: }

// GENERIC: "module"() ( {
// GENERIC-NEXT:   "x.func"() ( {
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i64):  // no predecessors
// GENERIC-NEXT:     %0:3 = "x.multi"(%arg0) : (i32) -> (i32, i32, f32)
// GENERIC-NEXT:     %1 = "x.single"(%0#2) : (f32) -> i32
// GENERIC-NEXT:     "x.region"(%0#0) ( {
// GENERIC-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// GENERIC-NEXT:       %3 = "x.inner"(%arg2, %1) : (i32, i32) -> i32
// GENERIC-NEXT:       "x.br"(%3)[^bb1] : (i32) -> ()
// GENERIC-NEXT:     ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:       "x.cond_br"(%4)[^bb1, ^bb2] : (i32) -> ()
// GENERIC-NEXT:     ^bb2:  // pred: ^bb1
// GENERIC-NEXT:       "x.nested"() ( {
// GENERIC-NEXT:         %5 = "x.deep"() : () -> i1
// GENERIC-NEXT:         "x.br"()[^bb1] : () -> ()
// GENERIC-NEXT:       ^bb1:  // pred: ^bb0
// GENERIC-NEXT:         "x.done"(%5) : (i1) -> ()
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:       "x.ret"() : () -> ()
// GENERIC-NEXT:     },  {
// GENERIC-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// GENERIC-NEXT:       %3 = "x.other"(%arg2) : (i32) -> i32
// GENERIC-NEXT:       "x.ret"() : () -> ()
// GENERIC-NEXT:     },  {
// GENERIC-NEXT:     }) : (i32) -> ()
// GENERIC-NEXT:     "x.empty_entry"() ( {
// GENERIC-NEXT:       "x.br"()[^bb1] : () -> ()
// GENERIC-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:       "x.br"()[^bb1] : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %2 = "x.last"(%1, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:     "x.br"(%2)[^bb1, ^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:     "x.graph"() ( {
// GENERIC-NEXT:       "x.use"(%3) : (i32) -> ()
// GENERIC-NEXT:       %3 = "x.def"() : () -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "x.ret"(%2) : (i32) -> ()
// GENERIC-NEXT:   }) {sym_name = "f"} : () -> ()
// GENERIC-NEXT: }) : () -> ()
