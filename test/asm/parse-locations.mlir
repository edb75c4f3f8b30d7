// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | %upstream_opt -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s

"f"() ({
  "br"()[^bb2] : () -> ()
^bb1(%x: i32, %y: f32 loc("yy")):
  "use"(%v, %x) : (i32, i32) -> () loc(#l1)
  "ret"() : () -> ()
^bb2:
  %v = "def"() : () -> i32
  "br"(%v, %v)[^bb1] : (i32, i32) -> ()
}) : () -> () loc(fused["y", "z"])
#l0 = loc("n"("q":3:4))
#l1 = loc(callsite("w" at "b":1:1))

// CHECK: #loc3 = loc({{.*}}:8:6)
// CHECK-NEXT: #loc4 = loc("yy")
// CHECK-NEXT: "module"() ( {
// CHECK-NEXT:   "f"() ( {
// CHECK-NEXT:     "br"()[^bb2] : () -> () loc(#loc2)
// CHECK-NEXT:   ^bb1(%0: i32 loc({{.*}}:8:6), %1: f32 loc("yy")):  // pred: ^bb2
// CHECK-NEXT:     "use"(%2, %0) : (i32, i32) -> () loc(#loc5)
// CHECK-NEXT:     "ret"() : () -> () loc(#loc6)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = "def"() : () -> i32 loc(#loc7)
// CHECK-NEXT:     "br"(%2, %2)[^bb1] : (i32, i32) -> () loc(#loc8)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc0)
// CHECK-NEXT: #loc0 = loc({{.*}}:0:0)
// CHECK-NEXT: #loc1 = loc(fused["y", "z"])
// CHECK-NEXT: #loc2 = loc({{.*}}:7:3)
// CHECK-NEXT: #loc5 = loc(callsite("w" at "b":1:1))
// CHECK-NEXT: #loc6 = loc({{.*}}:10:3)
// CHECK-NEXT: #loc7 = loc({{.*}}:12:8)
// CHECK-NEXT: #loc8 = loc({{.*}}:13:3)
