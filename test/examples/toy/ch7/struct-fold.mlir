// RUN: toyc-ch7 %s -emit=mlir -opt 2>&1 | FileCheck %s
// Nested structs fold away access by access.
func @main() {
  %0 = toy.struct_constant [[dense<2.0> : tensor<3xf64>], dense<[1.0, 2.0]> : tensor<2xf64>] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>>
  %1 = toy.struct_access %0[0] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> !toy.struct<tensor<*xf64>>
  %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  %3 = toy.struct_access %0[1] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.print %3 : tensor<*xf64>
  toy.return
}
// CHECK-LABEL: func @main() {
// CHECK-NEXT:    [[A:%.*]] = toy.constant dense<2.000000e+00> : tensor<3xf64>
// CHECK-NEXT:    [[B:%.*]] = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT:    toy.print [[A]] : tensor<3xf64>
// CHECK-NEXT:    toy.print [[B]] : tensor<2xf64>
// CHECK-NEXT:    toy.return
