// Custom forms of the builtin ops through the printer API (entry-block args printed by the op, aliases inside them, nested modules) in every flag combination. (debuginfo re-parse is compared with mlir-opt-13, which like us drops explicit func-arg loc(...).)
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
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo > %t.debug2.ours
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | %upstream_opt -mlir-print-debuginfo > %t.debug2.up
// RUN: diff %t.debug2.ours %t.debug2.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo > %t.debug.ours
// RUN: %upstream_opt %s -mlir-print-debuginfo > %t.debug.up
// RUN: diff %t.debug.ours %t.debug.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s --check-prefix=GENDEBUG
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic -mlir-print-debuginfo | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s --check-prefix=GENDEBUG
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic -mlir-print-debuginfo > %t.gendebug.ours
// RUN: %upstream_opt %s -mlir-print-op-generic -mlir-print-debuginfo > %t.gendebug.up
// RUN: diff %t.gendebug.ours %t.gendebug.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope | cmlir-opt -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-local-scope > %t.local.ours
// RUN: %upstream_opt %s -mlir-print-local-scope > %t.local.up
// RUN: diff %t.local.ours %t.local.up

module @named attributes {x.attr = 1 : i32, x.unit} {
  func private @decl(i32, f32 {x.a = 1}) -> (i64 {x.r})
  func @f(%a: i32, %b: memref<?xf32, affine_map<(d0) -> (d0 + 4)>>) -> i32 attributes {x.q} {
    %0 = unrealized_conversion_cast %a : i32 to i64
    %1:2 = "x.pair"(%0) : (i64) -> (i32, i32)
    "x.region"() ({
    ^bb0(%arg : i32):
      "x.yield"(%arg) : (i32) -> ()
    }) : () -> ()
    "x.ret"(%1#1) : (i32) -> ()
  }
  module {
    func @g() {
      "x.ret"() : () -> ()
    }
  }
}

// CHECK: #map = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: module @named attributes {x.attr = 1 : i32, x.unit}  {
// CHECK-NEXT:   func private @decl(i32, f32 {x.a = 1 : i64}) -> (i64 {x.r})
// CHECK-NEXT:   func @f(%arg0: i32, %arg1: memref<?xf32, #map>) -> i32 attributes {x.q} {
// CHECK-NEXT:     %0 = unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1:2 = "x.pair"(%0) : (i64) -> (i32, i32)
// CHECK-NEXT:     "x.region"() ( {
// CHECK-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// CHECK-NEXT:       "x.yield"(%arg2) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "x.ret"(%1#1) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module  {
// CHECK-NEXT:     func @g() {
// CHECK-NEXT:       "x.ret"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0 + 4)>
// GENERIC-NEXT: "module"() ( {
// GENERIC-NEXT:   "func"() ( {
// GENERIC-NEXT:   }) {arg_attrs = [{}, {x.a = 1 : i64}], res_attrs = [{x.r}], sym_name = "decl", sym_visibility = "private", type = (i32, f32) -> i64} : () -> ()
// GENERIC-NEXT:   "func"() ( {
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: memref<?xf32, #map>):  // no predecessors
// GENERIC-NEXT:     %0 = "unrealized_conversion_cast"(%arg0) : (i32) -> i64
// GENERIC-NEXT:     %1:2 = "x.pair"(%0) : (i64) -> (i32, i32)
// GENERIC-NEXT:     "x.region"() ( {
// GENERIC-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// GENERIC-NEXT:       "x.yield"(%arg2) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "x.ret"(%1#1) : (i32) -> ()
// GENERIC-NEXT:   }) {sym_name = "f", type = (i32, memref<?xf32, #map>) -> i32, x.q} : () -> ()
// GENERIC-NEXT:   "module"() ( {
// GENERIC-NEXT:     "func"() ( {
// GENERIC-NEXT:       "x.ret"() : () -> ()
// GENERIC-NEXT:     }) {sym_name = "g", type = () -> ()} : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {sym_name = "named", x.attr = 1 : i32, x.unit} : () -> ()

// DEBUG: #loc3 = loc("{{.*}}":32:11)
// DEBUG-NEXT: #loc4 = loc("{{.*}}":32:20)
// DEBUG-NEXT: #loc8 = loc("{{.*}}":36:10)
// DEBUG-NEXT: #map = affine_map<(d0) -> (d0 + 4)>
// DEBUG-NEXT: module @named attributes {x.attr = 1 : i32, x.unit}  {
// DEBUG-NEXT:   func private @decl(i32, f32 {x.a = 1 : i64}) -> (i64 {x.r}) loc(#loc1)
// DEBUG-NEXT:   func @f(%arg0: i32 loc("{{.*}}":32:11), %arg1: memref<?xf32, #map> loc("{{.*}}":32:20)) -> i32 attributes {x.q} {
// DEBUG-NEXT:     %0 = unrealized_conversion_cast %arg0 : i32 to i64 loc(#loc5)
// DEBUG-NEXT:     %1:2 = "x.pair"(%0) : (i64) -> (i32, i32) loc(#loc6)
// DEBUG-NEXT:     "x.region"() ( {
// DEBUG-NEXT:     ^bb0(%arg2: i32 loc("{{.*}}":36:10)):  // no predecessors
// DEBUG-NEXT:       "x.yield"(%arg2) : (i32) -> () loc(#loc9)
// DEBUG-NEXT:     }) : () -> () loc(#loc7)
// DEBUG-NEXT:     "x.ret"(%1#1) : (i32) -> () loc(#loc10)
// DEBUG-NEXT:   } loc(#loc2)
// DEBUG-NEXT:   module  {
// DEBUG-NEXT:     func @g() {
// DEBUG-NEXT:       "x.ret"() : () -> () loc(#loc13)
// DEBUG-NEXT:     } loc(#loc12)
// DEBUG-NEXT:   } loc(#loc11)
// DEBUG-NEXT: } loc(#loc0)
// DEBUG-NEXT: #loc0 = loc("{{.*}}":30:1)
// DEBUG-NEXT: #loc1 = loc("{{.*}}":31:3)
// DEBUG-NEXT: #loc2 = loc("{{.*}}":32:3)
// DEBUG-NEXT: #loc5 = loc("{{.*}}":33:10)
// DEBUG-NEXT: #loc6 = loc("{{.*}}":34:12)
// DEBUG-NEXT: #loc7 = loc("{{.*}}":35:5)
// DEBUG-NEXT: #loc9 = loc("{{.*}}":37:7)
// DEBUG-NEXT: #loc10 = loc("{{.*}}":39:5)
// DEBUG-NEXT: #loc11 = loc("{{.*}}":41:3)
// DEBUG-NEXT: #loc12 = loc("{{.*}}":42:5)
// DEBUG-NEXT: #loc13 = loc("{{.*}}":43:7)

// GENDEBUG: #loc3 = loc("{{.*}}":32:11)
// GENDEBUG-NEXT: #loc4 = loc("{{.*}}":32:20)
// GENDEBUG-NEXT: #loc8 = loc("{{.*}}":36:10)
// GENDEBUG-NEXT: #map = affine_map<(d0) -> (d0 + 4)>
// GENDEBUG-NEXT: "module"() ( {
// GENDEBUG-NEXT:   "func"() ( {
// GENDEBUG-NEXT:   }) {arg_attrs = [{}, {x.a = 1 : i64}], res_attrs = [{x.r}], sym_name = "decl", sym_visibility = "private", type = (i32, f32) -> i64} : () -> () loc(#loc1)
// GENDEBUG-NEXT:   "func"() ( {
// GENDEBUG-NEXT:   ^bb0(%arg0: i32 loc("{{.*}}":32:11), %arg1: memref<?xf32, #map> loc("{{.*}}":32:20)):  // no predecessors
// GENDEBUG-NEXT:     %0 = "unrealized_conversion_cast"(%arg0) : (i32) -> i64 loc(#loc5)
// GENDEBUG-NEXT:     %1:2 = "x.pair"(%0) : (i64) -> (i32, i32) loc(#loc6)
// GENDEBUG-NEXT:     "x.region"() ( {
// GENDEBUG-NEXT:     ^bb0(%arg2: i32 loc("{{.*}}":36:10)):  // no predecessors
// GENDEBUG-NEXT:       "x.yield"(%arg2) : (i32) -> () loc(#loc9)
// GENDEBUG-NEXT:     }) : () -> () loc(#loc7)
// GENDEBUG-NEXT:     "x.ret"(%1#1) : (i32) -> () loc(#loc10)
// GENDEBUG-NEXT:   }) {sym_name = "f", type = (i32, memref<?xf32, #map>) -> i32, x.q} : () -> () loc(#loc2)
// GENDEBUG-NEXT:   "module"() ( {
// GENDEBUG-NEXT:     "func"() ( {
// GENDEBUG-NEXT:       "x.ret"() : () -> () loc(#loc13)
// GENDEBUG-NEXT:     }) {sym_name = "g", type = () -> ()} : () -> () loc(#loc12)
// GENDEBUG-NEXT:   }) : () -> () loc(#loc11)
// GENDEBUG-NEXT: }) {sym_name = "named", x.attr = 1 : i32, x.unit} : () -> () loc(#loc0)
// GENDEBUG-NEXT: #loc0 = loc("{{.*}}":30:1)
// GENDEBUG-NEXT: #loc1 = loc("{{.*}}":31:3)
// GENDEBUG-NEXT: #loc2 = loc("{{.*}}":32:3)
// GENDEBUG-NEXT: #loc5 = loc("{{.*}}":33:10)
// GENDEBUG-NEXT: #loc6 = loc("{{.*}}":34:12)
// GENDEBUG-NEXT: #loc7 = loc("{{.*}}":35:5)
// GENDEBUG-NEXT: #loc9 = loc("{{.*}}":37:7)
// GENDEBUG-NEXT: #loc10 = loc("{{.*}}":39:5)
// GENDEBUG-NEXT: #loc11 = loc("{{.*}}":41:3)
// GENDEBUG-NEXT: #loc12 = loc("{{.*}}":42:5)
// GENDEBUG-NEXT: #loc13 = loc("{{.*}}":43:7)

// LOCAL: module @named attributes {x.attr = 1 : i32, x.unit}  {
// LOCAL-NEXT:   func private @decl(i32, f32 {x.a = 1 : i64}) -> (i64 {x.r})
// LOCAL-NEXT:   func @f(%arg0: i32, %arg1: memref<?xf32, affine_map<(d0) -> (d0 + 4)>>) -> i32 attributes {x.q} {
// LOCAL-NEXT:     %0 = unrealized_conversion_cast %arg0 : i32 to i64
// LOCAL-NEXT:     %1:2 = "x.pair"(%0) : (i64) -> (i32, i32)
// LOCAL-NEXT:     "x.region"() ( {
// LOCAL-NEXT:     ^bb0(%arg2: i32):  // no predecessors
// LOCAL-NEXT:       "x.yield"(%arg2) : (i32) -> ()
// LOCAL-NEXT:     }) : () -> ()
// LOCAL-NEXT:     "x.ret"(%1#1) : (i32) -> ()
// LOCAL-NEXT:   }
// LOCAL-NEXT:   module  {
// LOCAL-NEXT:     func @g() {
// LOCAL-NEXT:       "x.ret"() : () -> ()
// LOCAL-NEXT:     }
// LOCAL-NEXT:   }
// LOCAL-NEXT: }
