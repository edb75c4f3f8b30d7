// std.cmpi / std.cmpf with every predicate, on scalars, vectors and tensors.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt %t.ours | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gen
// RUN: %upstream_opt -mlir-print-op-generic %s | diff - %t.gen
// RUN: cmlir-opt %t.gen | diff - %t.up
// RUN: %upstream_opt %t.gen | diff - %t.up

// CHECK: func @cmp(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi64>, %arg4: tensor<?xi8>, %arg5: f32, %arg6: f32, %arg7: vector<2x2xf64>, %arg8: tensor<*xf16>) {
// CHECK-NEXT: %0 = cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = cmpi ult, %arg2, %arg2 : index
// CHECK-NEXT: %11 = cmpi sge, %arg3, %arg3 : vector<4xi64>
// CHECK-NEXT: %12 = cmpi ne, %arg4, %arg4 : tensor<?xi8>
// CHECK-NEXT: %13 = cmpi eq, %arg0, %arg1 {some.attr} : i32
// CHECK-NEXT: %14 = cmpf false, %arg5, %arg6 : f32
// CHECK-NEXT: %15 = cmpf oeq, %arg5, %arg6 : f32
// CHECK-NEXT: %16 = cmpf ogt, %arg5, %arg6 : f32
// CHECK-NEXT: %17 = cmpf oge, %arg5, %arg6 : f32
// CHECK-NEXT: %18 = cmpf olt, %arg5, %arg6 : f32
// CHECK-NEXT: %19 = cmpf ole, %arg5, %arg6 : f32
// CHECK-NEXT: %20 = cmpf one, %arg5, %arg6 : f32
// CHECK-NEXT: %21 = cmpf ord, %arg5, %arg6 : f32
// CHECK-NEXT: %22 = cmpf ueq, %arg5, %arg6 : f32
// CHECK-NEXT: %23 = cmpf ugt, %arg5, %arg6 : f32
// CHECK-NEXT: %24 = cmpf uge, %arg5, %arg6 : f32
// CHECK-NEXT: %25 = cmpf ult, %arg5, %arg6 : f32
// CHECK-NEXT: %26 = cmpf ule, %arg5, %arg6 : f32
// CHECK-NEXT: %27 = cmpf une, %arg5, %arg6 : f32
// CHECK-NEXT: %28 = cmpf uno, %arg5, %arg6 : f32
// CHECK-NEXT: %29 = cmpf true, %arg5, %arg6 : f32
// CHECK-NEXT: %30 = cmpf ogt, %arg7, %arg7 : vector<2x2xf64>
// CHECK-NEXT: %31 = cmpf uno, %arg8, %arg8 : tensor<*xf16>
// CHECK-NEXT: %32 = cmpf oeq, %arg5, %arg6 {some.attr = 2 : i32} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: %0 = "std.cmpi"(%arg0, %arg1) {predicate = 0 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %1 = "std.cmpi"(%arg0, %arg1) {predicate = 1 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %2 = "std.cmpi"(%arg0, %arg1) {predicate = 2 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %3 = "std.cmpi"(%arg0, %arg1) {predicate = 3 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %4 = "std.cmpi"(%arg0, %arg1) {predicate = 4 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %5 = "std.cmpi"(%arg0, %arg1) {predicate = 5 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %6 = "std.cmpi"(%arg0, %arg1) {predicate = 6 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %7 = "std.cmpi"(%arg0, %arg1) {predicate = 7 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %8 = "std.cmpi"(%arg0, %arg1) {predicate = 8 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %9 = "std.cmpi"(%arg0, %arg1) {predicate = 9 : i64} : (i32, i32) -> i1
// GENERIC-NEXT: %10 = "std.cmpi"(%arg2, %arg2) {predicate = 6 : i64} : (index, index) -> i1
// GENERIC-NEXT: %11 = "std.cmpi"(%arg3, %arg3) {predicate = 5 : i64} : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
// GENERIC-NEXT: %12 = "std.cmpi"(%arg4, %arg4) {predicate = 1 : i64} : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi1>
// GENERIC-NEXT: %13 = "std.cmpi"(%arg0, %arg1) {predicate = 0 : i64, some.attr} : (i32, i32) -> i1
// GENERIC-NEXT: %14 = "std.cmpf"(%arg5, %arg6) {predicate = 0 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %15 = "std.cmpf"(%arg5, %arg6) {predicate = 1 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %16 = "std.cmpf"(%arg5, %arg6) {predicate = 2 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %17 = "std.cmpf"(%arg5, %arg6) {predicate = 3 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %18 = "std.cmpf"(%arg5, %arg6) {predicate = 4 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %19 = "std.cmpf"(%arg5, %arg6) {predicate = 5 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %20 = "std.cmpf"(%arg5, %arg6) {predicate = 6 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %21 = "std.cmpf"(%arg5, %arg6) {predicate = 7 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %22 = "std.cmpf"(%arg5, %arg6) {predicate = 8 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %23 = "std.cmpf"(%arg5, %arg6) {predicate = 9 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %24 = "std.cmpf"(%arg5, %arg6) {predicate = 10 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %25 = "std.cmpf"(%arg5, %arg6) {predicate = 11 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %26 = "std.cmpf"(%arg5, %arg6) {predicate = 12 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %27 = "std.cmpf"(%arg5, %arg6) {predicate = 13 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %28 = "std.cmpf"(%arg5, %arg6) {predicate = 14 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %29 = "std.cmpf"(%arg5, %arg6) {predicate = 15 : i64} : (f32, f32) -> i1
// GENERIC-NEXT: %30 = "std.cmpf"(%arg7, %arg7) {predicate = 2 : i64} : (vector<2x2xf64>, vector<2x2xf64>) -> vector<2x2xi1>
// GENERIC-NEXT: %31 = "std.cmpf"(%arg8, %arg8) {predicate = 14 : i64} : (tensor<*xf16>, tensor<*xf16>) -> tensor<*xi1>
// GENERIC-NEXT: %32 = "std.cmpf"(%arg5, %arg6) {predicate = 1 : i64, some.attr = 2 : i32} : (f32, f32) -> i1
// GENERIC-NEXT: "std.return"() : () -> ()

func @cmp(%a: i32, %b: i32, %i: index, %v: vector<4xi64>, %t: tensor<?xi8>, %x: f32, %y: f32, %vf: vector<2x2xf64>, %tf: tensor<*xf16>) {
  %s_eq = cmpi eq, %a, %b : i32
  %s_ne = cmpi ne, %a, %b : i32
  %s_slt = cmpi slt, %a, %b : i32
  %s_sle = cmpi sle, %a, %b : i32
  %s_sgt = cmpi sgt, %a, %b : i32
  %s_sge = cmpi sge, %a, %b : i32
  %s_ult = cmpi ult, %a, %b : i32
  %s_ule = cmpi ule, %a, %b : i32
  %s_ugt = cmpi ugt, %a, %b : i32
  %s_uge = cmpi uge, %a, %b : i32
  %ci = cmpi ult, %i, %i : index
  %cv = cmpi sge, %v, %v : vector<4xi64>
  %ct = cmpi ne, %t, %t : tensor<?xi8>
  %cattr = cmpi eq, %a, %b {some.attr} : i32
  %f_false = cmpf false, %x, %y : f32
  %f_oeq = cmpf oeq, %x, %y : f32
  %f_ogt = cmpf ogt, %x, %y : f32
  %f_oge = cmpf oge, %x, %y : f32
  %f_olt = cmpf olt, %x, %y : f32
  %f_ole = cmpf ole, %x, %y : f32
  %f_one = cmpf one, %x, %y : f32
  %f_ord = cmpf ord, %x, %y : f32
  %f_ueq = cmpf ueq, %x, %y : f32
  %f_ugt = cmpf ugt, %x, %y : f32
  %f_uge = cmpf uge, %x, %y : f32
  %f_ult = cmpf ult, %x, %y : f32
  %f_ule = cmpf ule, %x, %y : f32
  %f_une = cmpf une, %x, %y : f32
  %f_uno = cmpf uno, %x, %y : f32
  %f_true = cmpf true, %x, %y : f32
  %fv = cmpf ogt, %vf, %vf : vector<2x2xf64>
  %ft = cmpf uno, %tf, %tf : tensor<*xf16>
  %fattr = cmpf oeq, %x, %y {some.attr = 2 : i32} : f32
  return
}
