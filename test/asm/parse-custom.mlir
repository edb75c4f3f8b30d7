// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect  | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect  | cmlir-opt -allow-unregistered-dialect  | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect  | %upstream_opt  | FileCheck %s

!ty = type tensor<4xf32>
#attr = {k = 1 : i32}
module attributes {m.x = 1} {
  func @f(%arg0: i32, %b: !ty) -> (i32, !ty) {
    %0:2 = "x.op"(%arg0, %b) {a = #attr} : (i32, !ty) -> (i32, f32)
    "x.br"(%0#0)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    "x.scope"() ({
      %in = "x.use"(%z, %arg0) : (i32, i32) -> i32
    }, {
    ^bb0(%q: f32):
      "x.yield"(%q) : (f32) -> ()
    }) : () -> ()
    "x.ret"(%z, %b) : (i32, !ty) -> ()
  }
  func private @g()
}

// CHECK: module attributes {m.x = 1 : i64}  {
// CHECK-NEXT:   func @f(%arg0: i32, %arg1: tensor<4xf32>) -> (i32, tensor<4xf32>) {
// CHECK-NEXT:     %0:2 = "x.op"(%arg0, %arg1) {a = {k = 1 : i32}} : (i32, tensor<4xf32>) -> (i32, f32)
// CHECK-NEXT:     "x.br"(%0#0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "x.scope"() ( {
// CHECK-NEXT:       %2 = "x.use"(%1, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     },  {
// CHECK-NEXT:     ^bb0(%arg2: f32):  // no predecessors
// CHECK-NEXT:       "x.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "x.ret"(%1, %arg1) : (i32, tensor<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @g()
// CHECK-NEXT: }
