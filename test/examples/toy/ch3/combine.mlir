// RUN: toyc-ch3 %s -emit=mlir -opt 2>&1 | FileCheck %s
// The patterns on toy IR: a splat constant reshaped, a reshape of an
// argument kept, unused side-effect-free ops erased.
func @f(%arg0: tensor<*xf64>) {
  %0 = toy.constant dense<2.0> : tensor<4xf64>
  %1 = toy.reshape(%0 : tensor<4xf64>) to tensor<2x2xf64>
  %2 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<4xf64>
  %3 = toy.reshape(%2 : tensor<4xf64>) to tensor<2x2xf64>
  %4 = toy.mul %1, %1 : tensor<2x2xf64>
  %5 = toy.add %3, %3 : tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  toy.print %1 : tensor<2x2xf64>
  toy.return
}
// CHECK-LABEL: func @f(
// CHECK-NEXT:    [[C:%.*]] = toy.constant dense<2.000000e+00> : tensor<2x2xf64>
// CHECK-NEXT:    [[R:%.*]] = toy.reshape(%arg0 : tensor<*xf64>) to tensor<2x2xf64>
// CHECK-NEXT:    toy.print [[R]] : tensor<2x2xf64>
// CHECK-NEXT:    toy.print [[C]] : tensor<2x2xf64>
// CHECK-NEXT:    toy.return
