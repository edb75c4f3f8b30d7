// RUN: not toyc-ch2 %s -emit=mlir 2>&1 | FileCheck %s
// Toy IR read back is verified: a print with a result and no operand.
func @main() {
  %0 = "toy.print"() : () -> tensor<2x3xf64>
  toy.return
}
// CHECK: invalid.mlir:4:8: error: 'toy.print' op requires zero results
// CHECK: Error can't load file {{.*}}invalid.mlir
