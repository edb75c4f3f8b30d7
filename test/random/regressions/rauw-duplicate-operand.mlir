// Found by test/random (seed 110 of the third run).
// Was: -convert-memref-to-llvm replaces the result of memref.dim; the
// `select %c, %d, %d` using it folds to its operand %d, so its result was
// mapped to %d, and the commit gave the select's users %d -- a value whose
// op it then erased ("operation's operand is null").  Now they get what %d
// itself was committed to (a cast of the llvm constant), as upstream 13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm %s | FileCheck %s
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | %upstream_opt | FileCheck %s --check-prefix=LLVM
// CHECK: %[[K:.*]] = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %[[C:.*]] = unrealized_conversion_cast %[[K]] : i64 to index
// CHECK-NOT: select
// CHECK: return %[[C]] : index
// LLVM: %[[K:.*]] = llvm.mlir.constant(5 : index) : i64
// LLVM: llvm.return %[[K]] : i64

func @f(%n: memref<5xf64>, %c: i1) -> index {
  %c0 = constant 0 : index
  %d = memref.dim %n, %c0 : memref<5xf64>
  %s = select %c, %d, %d : index
  return %s : index
}
