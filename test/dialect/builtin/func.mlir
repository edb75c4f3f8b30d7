// builtin.func in the custom form: visibility, names, argument and result
// attributes, external declarations, attributes, round trips.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect %s | %upstream_opt > /dev/null
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module  {

// CHECK-NEXT: func private @decl()
func private @decl()

// CHECK-NEXT: func private @decl_args(i32, f32) -> i64
func private @decl_args(i32, f32) -> i64

// CHECK-NEXT: func nested @nested_decl(i32) -> (i32, i64)
func nested @nested_decl(i32) -> (i32, i64)

// CHECK-NEXT: func private @empty_results(){{$}}
func private @empty_results() -> ()

// CHECK-NEXT: func private @fn_result() -> ((i32) -> i32)
func private @fn_result() -> ((i32) -> i32)

// CHECK-NEXT: func private @decl_attrs(i32 {test.a = 1 : i64}, f32) -> (i64 {test.r})
func private @decl_attrs(i32 {test.a = 1}, f32) -> (i64 {test.r})

// CHECK-NEXT: func private @"quoted name"()
func private @"quoted name"()

// CHECK-NEXT: func private @fn_attrs() attributes {a, b = "x", c = 3 : i64}
func private @fn_attrs() attributes {c = 3, b = "x", a}

// CHECK-NEXT: func @body(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:   %0 = "test.op"(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:   "test.return"(%0) : (i32) -> ()
// CHECK-NEXT: }
func @body(%a: i32, %b: f32) -> i32 {
  %0 = "test.op"(%a, %b) : (i32, f32) -> i32
  "test.return"(%0) : (i32) -> ()
}

// CHECK-NEXT: func public @public_body() {
func public @public_body() {
  "test.return"() : () -> ()
}

// CHECK: func @arg_attrs(%arg0: i32 {test.x = 1 : i64}, %arg1: i64, %arg2: f32 {test.y, test.z = "s"}) -> (i32 {test.r = 2 : i64}, f32) attributes {test.fn} {
func @arg_attrs(%x: i32 {test.x = 1}, %y: i64, %z: f32 {test.z = "s", test.y}) -> (i32 {test.r = 2}, f32) attributes {test.fn} {
  %0 = "test.op"() : () -> i32
  %1 = "test.op"() : () -> f32
  "test.return"(%0, %1) : (i32, f32) -> ()
}

// CHECK: func private @private_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   "test.return"(%arg0) : (tensor<4xf32>) -> ()
func private @private_body(%t: tensor<4xf32>) -> tensor<4xf32> {
  "test.return"(%t) : (tensor<4xf32>) -> ()
}

// Several blocks.
// CHECK: func @blocks(%arg0: i1) {
// CHECK-NEXT:   "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.return"() : () -> ()
func @blocks(%c: i1) {
  "test.br"()[^next] : () -> ()
^next:
  "test.return"() : () -> ()
}
