// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | %upstream_opt -mlir-print-op-generic | FileCheck %s

"f"() ({
^bb0(%a: i32, %b: i64):
  %0:2 = "g"(%a) : (i32) -> (i32, f32)
  "h"(%0#1, %b) [^bb1] : (f32, i64) -> ()
^bb1:
  "k"() {x = 1, y = "s", z = [1.5, -2 : i8], w = affine_map<(d0)[s0] -> (d0 + s0 * 2, d0 floordiv 4)>, t = tensor<4x?xf32>, v = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
}) : () -> ()

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0 * 2, d0 floordiv 4)>
// CHECK-NEXT: "module"() ( {
// CHECK-NEXT:   "f"() ( {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i64):  // no predecessors
// CHECK-NEXT:     %0:2 = "g"(%arg0) : (i32) -> (i32, f32)
// CHECK-NEXT:     "h"(%0#1, %arg1)[^bb1] : (f32, i64) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "k"() {t = tensor<4x?xf32>, v = dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>, w = #map, x = 1 : i64, y = "s", z = [1.500000e+00, -2 : i8]} : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
