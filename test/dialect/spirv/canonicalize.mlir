// RUN: cmlir-opt %s -split-input-file -canonicalize > %t.ours && %upstream_opt %s -split-input-file -canonicalize > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -canonicalize | FileCheck %s
// REQUIRES: upstream

// Folds of IAdd / IMul / ISub (identities and constants, with wrap-around),
// LogicalAnd / LogicalOr with constants, CompositeExtract of constants,
// LogicalNot of comparisons and chained bitcasts.

// CHECK-LABEL: func @int_folds(
func @int_folds(%a: i32, %v: vector<3xi32>) -> (i32, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i32) {
  %c0 = spv.Constant 0 : i32
  %c1 = spv.Constant 1 : i32
  %big = spv.Constant 2147483647 : i32
  %vc = spv.Constant dense<[1, 2, 3]> : vector<3xi32>
  %vd = spv.Constant dense<[4, 5, 6]> : vector<3xi32>
  // CHECK-NOT: spv.IAdd
  %0 = spv.IAdd %a, %c0 : i32
  %1 = spv.IMul %a, %c1 : i32
  %2 = spv.IMul %c0, %a : i32
  %3 = spv.ISub %a, %a : i32
  // CHECK-DAG: spv.Constant -2147483648 : i32
  %4 = spv.IAdd %big, %c1 : i32
  // CHECK-DAG: spv.Constant dense<[4, 10, 18]> : vector<3xi32>
  %5 = spv.IMul %vc, %vd : vector<3xi32>
  // CHECK-DAG: spv.Constant dense<-3> : vector<3xi32>
  %6 = spv.ISub %vc, %vd : vector<3xi32>
  %7 = spv.CompositeExtract %vd[1 : i32] : vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i32
}

// -----

// CHECK-LABEL: func @logical_folds(
func @logical_folds(%b: i1, %v: vector<2xi1>) -> (i1, i1, i1, i1, vector<2xi1>) {
  %t = spv.Constant true
  %f = spv.Constant false
  %vt = spv.Constant dense<true> : vector<2xi1>
  %0 = spv.LogicalAnd %t, %b : i1
  %1 = spv.LogicalAnd %b, %f : i1
  %2 = spv.LogicalOr %b, %t : i1
  %3 = spv.LogicalOr %f, %b : i1
  %4 = spv.LogicalAnd %v, %vt : vector<2xi1>
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, vector<2xi1>
}

// -----

// CHECK-LABEL: func @not_of_compare(
func @not_of_compare(%a: vector<3xi64>, %b: i1) -> (vector<3xi1>, vector<3xi1>, i1, i1, vector<3xi1>) {
  %0 = spv.IEqual %a, %a : vector<3xi64>
  // CHECK: spv.INotEqual
  %1 = spv.LogicalNot %0 : vector<3xi1>
  %2 = spv.INotEqual %a, %a : vector<3xi64>
  %3 = spv.LogicalNot %2 : vector<3xi1>
  %4 = spv.LogicalEqual %b, %b : i1
  %5 = spv.LogicalNot %4 : i1
  %6 = spv.LogicalNotEqual %b, %b : i1
  %7 = spv.LogicalNot %6 : i1
  return %1, %3, %5, %7, %0 : vector<3xi1>, vector<3xi1>, i1, i1, vector<3xi1>
}

// -----

// CHECK-LABEL: func @bitcasts(
func @bitcasts(%x: vector<2xf32>) -> (f64, vector<2xi32>) {
  // CHECK: spv.Bitcast %{{.*}} : vector<2xf32> to f64
  %0 = spv.Bitcast %x : vector<2xf32> to vector<2xi32>
  %1 = spv.Bitcast %0 : vector<2xi32> to f64
  return %1, %0 : f64, vector<2xi32>
}
