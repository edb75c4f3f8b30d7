// RUN: toyc-ch4 %s -emit=mlir 2>&1 | FileCheck %s --check-prefix=ROUND
// RUN: toyc-ch4 %s -emit=mlir -opt 2>&1 | FileCheck %s
// toy.cast: its syntax, its folding once shape inference made its operand
// and result types equal.
func @main() {
  %0 = toy.constant dense<1.5> : tensor<2x2xf64>
  %1 = toy.cast %0 : tensor<2x2xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}
// ROUND: %1 = toy.cast %0 : tensor<2x2xf64> to tensor<*xf64>
// CHECK:      %0 = toy.constant dense<1.500000e+00> : tensor<2x2xf64>
// CHECK-NEXT: %1 = toy.transpose(%0 : tensor<2x2xf64>) to tensor<2x2xf64>
// CHECK-NEXT: toy.print %1 : tensor<2x2xf64>
