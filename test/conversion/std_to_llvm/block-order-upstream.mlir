// A block placed before the block defining a value it uses (as the
// reshape lowering and scf lowerings can leave them): the use still
// converts (its cast is folded once the definition converts, and the
// leftover unused cast is dropped), as in mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.icmp "slt" %{{.*}}, %[[K:.*]] : i64
// CHECK: %[[K]] = llvm.mlir.constant(5 : index) : i64

func @f() -> index {
  br ^bb2
^bb1(%i: index):
  %x = cmpi slt, %i, %k : index
  %one = constant 1 : index
  %n = addi %i, %one : index
  cond_br %x, ^bb1(%n : index), ^bb3
^bb2:
  %k = constant 5 : index
  %z = constant 0 : index
  br ^bb1(%z : index)
^bb3:
  return %k : index
}
