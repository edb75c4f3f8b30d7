// Locations: -mlir-print-debuginfo with #loc aliases (some at the top, the rest at the end), pretty form, local scope.
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo > %t.check.ours
// RUN: %upstream_opt %s -mlir-print-debuginfo > %t.check.up
// RUN: diff %t.check.ours %t.check.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-pretty-debuginfo | FileCheck %s --check-prefix=PRETTY
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-pretty-debuginfo > %t.pretty.ours
// RUN: %upstream_opt %s -mlir-print-debuginfo -mlir-pretty-debuginfo > %t.pretty.up
// RUN: diff %t.pretty.ours %t.pretty.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-print-local-scope | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-print-local-scope > %t.local.ours
// RUN: %upstream_opt %s -mlir-print-debuginfo -mlir-print-local-scope > %t.local.up
// RUN: diff %t.local.ours %t.local.up

"x.func"() ({
^bb0(%a: i32 loc("x":1:2), %b: i32):
  %0 = "x.a"() : () -> i32 loc("a.mlir":3:4)
  "x.r"() ({
    "x.b"() : () -> () loc(callsite("foo" at "b.mlir":1:1))
    "x.c"() : () -> () loc(fused["q":1:1, "r":2:2])
    "x.c"() : () -> () loc(fused<"meta">["q":1:1, "r":2:2])
    "x.d"() : () -> () loc("a.mlir":3:4)
    "x.n"() : () -> () loc(callsite(callsite("f" at "g":1:1) at "h":2:2))
  }, {
  ^bb0(%x: i32 loc("y":1:1)):
    "x.e"() : () -> () loc("n"("z":1:1))
    "x.e"() : () -> () loc("only name")
  }) : () -> ()
  "x.e"() : () -> () loc(unknown)
  "x.f"() {l = loc("zz":1:1), m = [loc("a.mlir":3:4)]} : () -> ()
  "x.g"() : () -> () loc("we\"ird file":1:1)
  "x.ret"() : () -> ()
}) : () -> ()

// CHECK: #loc2 = loc("x":1:2)
// CHECK-NEXT: #loc3 = loc("{{.*}}":18:28)
// CHECK-NEXT: #loc4 = loc("a.mlir":3:4)
// CHECK-NEXT: #loc10 = loc("y":1:1)
// CHECK-NEXT: #loc15 = loc("zz":1:1)
// CHECK-NEXT: module  {
// CHECK-NEXT:   "x.func"() ( {
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("x":1:2), %arg1: i32 loc("{{.*}}":18:28)):  // no predecessors
// CHECK-NEXT:     %0 = "x.a"() : () -> i32 loc(#loc4)
// CHECK-NEXT:     "x.r"() ( {
// CHECK-NEXT:       "x.b"() : () -> () loc(#loc6)
// CHECK-NEXT:       "x.c"() : () -> () loc(#loc7)
// CHECK-NEXT:       "x.c"() : () -> () loc(#loc8)
// CHECK-NEXT:       "x.d"() : () -> () loc(#loc4)
// CHECK-NEXT:       "x.n"() : () -> () loc(#loc9)
// CHECK-NEXT:     },  {
// CHECK-NEXT:     ^bb0(%arg2: i32 loc("y":1:1)):  // no predecessors
// CHECK-NEXT:       "x.e"() : () -> () loc(#loc11)
// CHECK-NEXT:       "x.e"() : () -> () loc(#loc12)
// CHECK-NEXT:     }) : () -> () loc(#loc5)
// CHECK-NEXT:     "x.e"() : () -> () loc(#loc13)
// CHECK-NEXT:     "x.f"() {l = #loc15, m = [#loc4]} : () -> () loc(#loc14)
// CHECK-NEXT:     "x.g"() : () -> () loc(#loc16)
// CHECK-NEXT:     "x.ret"() : () -> () loc(#loc17)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc0)
// CHECK-NEXT: #loc0 = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}":17:1)
// CHECK-NEXT: #loc5 = loc("{{.*}}":20:3)
// CHECK-NEXT: #loc6 = loc(callsite("foo" at "b.mlir":1:1))
// CHECK-NEXT: #loc7 = loc(fused["q":1:1, "r":2:2])
// CHECK-NEXT: #loc8 = loc(fused<"meta">["q":1:1, "r":2:2])
// CHECK-NEXT: #loc9 = loc(callsite(callsite("f" at "g":1:1) at "h":2:2))
// CHECK-NEXT: #loc11 = loc("n"("z":1:1))
// CHECK-NEXT: #loc12 = loc("only name")
// CHECK-NEXT: #loc13 = loc(unknown)
// CHECK-NEXT: #loc14 = loc("{{.*}}":32:3)
// CHECK-NEXT: #loc16 = loc("we\22ird file":1:1)
// CHECK-NEXT: #loc17 = loc("{{.*}}":34:3)

// PRETTY: #loc2 = x:1:2
// PRETTY-NEXT: #loc3 = {{.*}}:18:28
// PRETTY-NEXT: #loc4 = a.mlir:3:4
// PRETTY-NEXT: #loc10 = y:1:1
// PRETTY-NEXT: #loc15 = zz:1:1
// PRETTY-NEXT: module  {
// PRETTY-NEXT:   "x.func"() ( {
// PRETTY-NEXT:   ^bb0(%arg0: i32 x:1:2, %arg1: i32 {{.*}}:18:28):  // no predecessors
// PRETTY-NEXT:     %0 = "x.a"() : () -> i32 a.mlir:3:4
// PRETTY-NEXT:     "x.r"() ( {
// PRETTY-NEXT:       "x.b"() : () -> () "foo" at b.mlir:1:1
// PRETTY-NEXT:       "x.c"() : () -> () [q:1:1, r:2:2]
// PRETTY-NEXT:       "x.c"() : () -> () <"meta">[q:1:1, r:2:2]
// PRETTY-NEXT:       "x.d"() : () -> () a.mlir:3:4
// PRETTY-NEXT:       "x.n"() : () -> () "f" at g:1:1
// PRETTY-NEXT:  at h:2:2
// PRETTY-NEXT:     },  {
// PRETTY-NEXT:     ^bb0(%arg2: i32 y:1:1):  // no predecessors
// PRETTY-NEXT:       "x.e"() : () -> () "n"(z:1:1)
// PRETTY-NEXT:       "x.e"() : () -> () "only name"
// PRETTY-NEXT:     }) : () -> () {{.*}}:20:3
// PRETTY-NEXT:     "x.e"() : () -> () [unknown]
// PRETTY-NEXT:     "x.f"() {l = #loc15, m = [#loc4]} : () -> () {{.*}}:32:3
// PRETTY-NEXT:     "x.g"() : () -> () we"ird file:1:1
// PRETTY-NEXT:     "x.ret"() : () -> () {{.*}}:34:3
// PRETTY-NEXT:   }) : () -> () {{.*}}:17:1
// PRETTY-NEXT: } {{.*}}:0:0
// PRETTY-NEXT: #loc0 = {{.*}}:0:0
// PRETTY-NEXT: #loc1 = {{.*}}:17:1
// PRETTY-NEXT: #loc5 = {{.*}}:20:3
// PRETTY-NEXT: #loc6 = "foo" at b.mlir:1:1
// PRETTY-NEXT: #loc7 = [q:1:1, r:2:2]
// PRETTY-NEXT: #loc8 = <"meta">[q:1:1, r:2:2]
// PRETTY-NEXT: #loc9 = "f" at g:1:1
// PRETTY-NEXT:  at h:2:2
// PRETTY-NEXT: #loc11 = "n"(z:1:1)
// PRETTY-NEXT: #loc12 = "only name"
// PRETTY-NEXT: #loc13 = [unknown]
// PRETTY-NEXT: #loc14 = {{.*}}:32:3
// PRETTY-NEXT: #loc16 = we"ird file:1:1
// PRETTY-NEXT: #loc17 = {{.*}}:34:3

// LOCAL: module  {
// LOCAL-NEXT:   "x.func"() ( {
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("x":1:2), %arg1: i32 loc("{{.*}}":18:28)):  // no predecessors
// LOCAL-NEXT:     %0 = "x.a"() : () -> i32 loc("a.mlir":3:4)
// LOCAL-NEXT:     "x.r"() ( {
// LOCAL-NEXT:       "x.b"() : () -> () loc(callsite("foo" at "b.mlir":1:1))
// LOCAL-NEXT:       "x.c"() : () -> () loc(fused["q":1:1, "r":2:2])
// LOCAL-NEXT:       "x.c"() : () -> () loc(fused<"meta">["q":1:1, "r":2:2])
// LOCAL-NEXT:       "x.d"() : () -> () loc("a.mlir":3:4)
// LOCAL-NEXT:       "x.n"() : () -> () loc(callsite(callsite("f" at "g":1:1) at "h":2:2))
// LOCAL-NEXT:     },  {
// LOCAL-NEXT:     ^bb0(%arg2: i32 loc("y":1:1)):  // no predecessors
// LOCAL-NEXT:       "x.e"() : () -> () loc("n"("z":1:1))
// LOCAL-NEXT:       "x.e"() : () -> () loc("only name")
// LOCAL-NEXT:     }) : () -> () loc("{{.*}}":20:3)
// LOCAL-NEXT:     "x.e"() : () -> () loc(unknown)
// LOCAL-NEXT:     "x.f"() {l = loc("zz":1:1), m = [loc("a.mlir":3:4)]} : () -> () loc("{{.*}}":32:3)
// LOCAL-NEXT:     "x.g"() : () -> () loc("we\22ird file":1:1)
// LOCAL-NEXT:     "x.ret"() : () -> () loc("{{.*}}":34:3)
// LOCAL-NEXT:   }) : () -> () loc("{{.*}}":17:1)
// LOCAL-NEXT: } loc("{{.*}}":0:0)
