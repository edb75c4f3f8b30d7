// Binary and ternary arithmetic ops whose operands have another (compatible)
// type than their result print in the generic form, which keeps every type;
// unary float ops print their operand's type, as upstream 13 does (that text
// then reads back with the operand's type for the result too).
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s --check-prefix=AGAIN

// CHECK-LABEL: func @mixed
// CHECK: "std.addi"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
// CHECK: "std.fmaf"(%arg0, %arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
// CHECK: "std.copysign"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
// CHECK: negf %arg0 : tensor<4xf32>
// CHECK: %{{.*}} = addi %arg1, %arg1 : tensor<4xi32>
// AGAIN: "std.addi"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
func @mixed(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  %0 = "std.addi"(%b, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
  %1 = "std.fmaf"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %2 = "std.copysign"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %3 = "std.negf"(%a) : (tensor<4xf32>) -> tensor<?xf32>
  %4 = "std.addi"(%b, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}
