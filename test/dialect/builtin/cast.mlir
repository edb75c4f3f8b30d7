// builtin.unrealized_conversion_cast custom and generic forms.
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s > %t.ours
// RUN: %upstream_opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | cmlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: %0 = "test.def"() : () -> i32
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i32 to f32
// CHECK-NEXT: %2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64
// CHECK-NEXT: %3:2 = unrealized_conversion_cast %0 : i32 to i64, f32
// CHECK-NEXT: %4 = unrealized_conversion_cast to tensor<4xf32>
// CHECK-NEXT: %5 = unrealized_conversion_cast %0 : i32 to i1 {test.attr = 1 : i64}
// CHECK-NEXT: "test.use"(%1, %2, %3#0, %3#1, %4, %5)
// GENERIC: %1 = "unrealized_conversion_cast"(%0) : (i32) -> f32
// GENERIC: %3:2 = "unrealized_conversion_cast"(%0) : (i32) -> (i64, f32)
// GENERIC: %4 = "unrealized_conversion_cast"() : () -> tensor<4xf32>
%0 = "test.def"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32 to f32
%2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64
%3:2 = unrealized_conversion_cast %0 : i32 to i64, f32
%4 = unrealized_conversion_cast to tensor<4xf32>
%5 = unrealized_conversion_cast %0 : i32 to i1 {test.attr = 1}
"test.use"(%1, %2, %3#0, %3#1, %4, %5) : (f32, i64, i64, f32, tensor<4xf32>, i1) -> ()
