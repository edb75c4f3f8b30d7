// Found by test/random (seed 110 of the third run).
// cmlir bug: when -convert-memref-to-llvm replaces the result of memref.dim,
// a user that takes that value twice (select %c, %d, %d) ends up with a null
// operand ("operation's operand is null"), i.e. replacing all uses of a value
// mishandles an op that uses it more than once.  Upstream 13 is fine.
// XFAIL: *
// RUN: cmlir-opt -convert-memref-to-llvm %s | FileCheck %s
// CHECK: llvm.mlir.constant(5 : index) : i64
// CHECK: select %{{.*}}, %[[D:.*]], %[[D]] : index

func @f(%n: memref<5xf64>, %c: i1) -> index {
  %c0 = constant 0 : index
  %d = memref.dim %n, %c0 : memref<5xf64>
  %s = select %c, %d, %d : index
  return %s : index
}
