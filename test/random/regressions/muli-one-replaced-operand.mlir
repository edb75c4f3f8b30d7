// Found by test/random (seed 270 of the fourth run; @g: seed 2211 of a
// later one).  Was: -convert-memref-to-llvm replaces %d (memref.dim of a
// static dimension); `muli %d, %c1` / `addi %d, %c0` then fold to their
// operand %d, and the commit gave their users %d, whose op it erased
// ("operation's operand is null").  Now those users get what %d was
// committed to, as upstream 13 does.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm %s | FileCheck %s
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | %upstream_opt | FileCheck %s --check-prefix=LLVM
// CHECK-LABEL: func @f
// CHECK: %[[K:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[C:.*]] = unrealized_conversion_cast %[[K]] : i64 to index
// CHECK-NOT: muli
// CHECK: index_cast %[[C]] : index to i64
// CHECK: index_cast %[[C]] : index to i64
// CHECK-LABEL: func @g
// CHECK: %[[K:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[C:.*]] = unrealized_conversion_cast %[[K]] : i64 to index
// CHECK-NOT: addi
// CHECK: remi_unsigned %[[C]], %{{.*}} : index
// CHECK: index_cast %[[C]] : index to i64
// LLVM-LABEL: llvm.func @f
// LLVM-NOT: llvm.mul
// LLVM-LABEL: llvm.func @g
// LLVM-NOT: llvm.add
// LLVM: llvm.urem

func @f(%n: memref<1xi64>) -> (i64, i64) {
  %c1 = constant 1 : index
  %c0 = constant 0 : index
  %d = memref.dim %n, %c0 : memref<1xi64>
  %m = muli %d, %c1 : index
  %a = index_cast %d : index to i64
  %b = index_cast %m : index to i64
  return %a, %b : i64, i64
}

func @g(%n: memref<4xi64>) -> (index, i64) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  %d = memref.dim %n, %c0 : memref<4xi64>
  %a = addi %d, %c0 : index
  %r = remi_unsigned %a, %c4 : index
  %b = index_cast %d : index to i64
  return %r, %b : index, i64
}
