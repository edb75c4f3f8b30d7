// std folders of MLIR 13 under -canonicalize (integer identities, constant
// comparisons, cast chains, select), diffed against mlir-opt-13.
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// REQUIRES: upstream
// CHECK-LABEL: func @int_folds(
// CHECK: return %arg0, %c0_i32, %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-LABEL: func @cmp_folds(
// CHECK: return %true, %true, %false, %true, %0, %1 : i1, i1, i1, i1, i1, i1
// CHECK-LABEL: func @cast_folds(
// CHECK: return %arg0, %arg1, %0, %c44_i8 : index, i32, i64, i8
// CHECK-LABEL: func @select_folds(
// CHECK: return %arg1, %arg1, %arg2, %0, %1 : i32, i32, i32, i1, i1
// CHECK-LABEL: func @float_folds(
// CHECK: return %cst_2, %cst_1, %cst_0, %cst : f32, f32, f32, f32

func @int_folds(%a: i32, %b: i32, %i: index) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %m1 = constant -1 : i32
  %0 = muli %a, %c1 : i32
  %1 = muli %a, %c0 : i32
  %2 = divi_signed %a, %c1 : i32
  %3 = divi_unsigned %a, %c1 : i32
  %4 = remi_signed %a, %c1 : i32
  %5 = remi_unsigned %a, %c1 : i32
  %6 = and %a, %m1 : i32
  %7 = or %a, %c0 : i32
  %8 = xor %a, %a : i32
  %9 = subi %a, %a : i32
  %10 = ceildivi_signed %a, %c1 : i32
  %11 = floordivi_signed %a, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func @cmp_folds(%a: i32, %f: f32) -> (i1, i1, i1, i1, i1, i1) {
  %c2 = constant 2 : i32
  %c3 = constant 3 : i32
  %0 = cmpi slt, %c2, %c3 : i32
  %1 = cmpi eq, %a, %a : i32
  %2 = cmpi ult, %a, %a : i32
  %x = constant 1.0 : f32
  %y = constant 2.0 : f32
  %3 = cmpf olt, %x, %y : f32
  %4 = cmpf uno, %f, %f : f32
  %5 = cmpf true, %f, %f : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
func @cast_folds(%i: index, %a: i32) -> (index, i32, i64, i8) {
  %0 = index_cast %i : index to i32
  %1 = index_cast %0 : i32 to index
  %2 = index_cast %a : i32 to index
  %3 = index_cast %2 : index to i32
  %4 = sexti %a : i32 to i64
  %c = constant 300 : i32
  %5 = trunci %c : i32 to i8
  %z = zexti %a : i32 to i64
  %6 = trunci %z : i64 to i32
  "test.use"(%6) : (i32) -> ()
  return %1, %3, %4, %5 : index, i32, i64, i8
}
func @select_folds(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i1) {
  %t = constant true
  %f = constant false
  %0 = select %t, %a, %b : i32
  %1 = select %c, %a, %a : i32
  %e = cmpi eq, %a, %b : i32
  %2 = select %e, %a, %b : i32
  %3 = select %c, %t, %f : i1
  %4 = select %c, %f, %t : i1
  return %0, %1, %2, %3, %4 : i32, i32, i32, i1, i1
}
func @float_folds() -> (f32, f32, f32, f32) {
  %x = constant 1.5 : f32
  %y = constant 2.0 : f32
  %0 = addf %x, %y : f32
  %1 = subf %x, %y : f32
  %2 = mulf %x, %y : f32
  %3 = divf %x, %y : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
