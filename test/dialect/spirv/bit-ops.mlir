// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The bit ops of spv: bitwise binary and unary ops, shifts with their two
// types, and the bit-field ops with their declarative format.

// CHECK-LABEL: func @bit_ops(
func @bit_ops(%a: i32, %v: vector<2xi64>, %s: i16, %u: ui8) {
  // CHECK: spv.BitwiseAnd %{{.*}}, %{{.*}} : i32
  %0 = spv.BitwiseAnd %a, %a : i32
  // CHECK: spv.BitwiseOr %{{.*}}, %{{.*}} : vector<2xi64>
  %1 = spv.BitwiseOr %v, %v : vector<2xi64>
  // CHECK: spv.BitwiseXor %{{.*}}, %{{.*}} {x} : ui8
  %2 = spv.BitwiseXor %u, %u {x} : ui8
  // CHECK: spv.Not %{{.*}} : i32
  %3 = spv.Not %a : i32
  // CHECK: spv.BitCount %{{.*}} : vector<2xi64>
  %4 = spv.BitCount %v : vector<2xi64>
  // CHECK: spv.BitReverse %{{.*}} : i16
  %5 = spv.BitReverse %s : i16
  // CHECK: spv.ShiftLeftLogical %{{.*}}, %{{.*}} : i32, i16
  %6 = spv.ShiftLeftLogical %a, %s : i32, i16
  // CHECK: spv.ShiftRightArithmetic %{{.*}}, %{{.*}} : vector<2xi64>, vector<2xi64>
  %7 = spv.ShiftRightArithmetic %v, %v : vector<2xi64>, vector<2xi64>
  // CHECK: spv.ShiftRightLogical %{{.*}}, %{{.*}} : i32, i32
  %8 = spv.ShiftRightLogical %a, %a : i32, i32
  // CHECK: spv.BitFieldInsert %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32, i16, ui8
  %9 = spv.BitFieldInsert %a, %a, %s, %u : i32, i16, ui8
  // CHECK: spv.BitFieldSExtract %{{.*}}, %{{.*}}, %{{.*}} {y = 2 : i64} : vector<2xi64>, i32, i32
  %10 = spv.BitFieldSExtract %v, %a, %a {y = 2} : vector<2xi64>, i32, i32
  // CHECK: spv.BitFieldUExtract %{{.*}}, %{{.*}}, %{{.*}} : i16, i16, i16
  %11 = spv.BitFieldUExtract %s, %s, %s : i16, i16, i16
  return
}
