// Found by test/random (seed 270 of the fourth run).
// cmlir bug: -convert-memref-to-llvm replaces %d (memref.dim of a static
// dimension); the `muli %d, %c1` that uses it then disappears (apparently
// folded to its operand) without its uses being redirected, leaving the
// index_cast with a null operand ("operation's operand is null").  With a
// multiplier other than 1 the output is fine.  @g: the same with
// `addi %d, %c0` (seed 2211 of a later run).  Upstream 13 is fine.
// XFAIL: *
// RUN: cmlir-opt -convert-memref-to-llvm %s | FileCheck %s
// CHECK-LABEL: func @f
// CHECK: index_cast
// CHECK: index_cast
// CHECK-LABEL: func @g
// CHECK: remi_unsigned

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
