// -canonicalize: xor of a cmpi with the i1 constant true is the cmpi with
// the inverse predicate, index_cast of a sexti casts the narrower value;
// the new op takes the location of the op it replaces.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours
// RUN: %upstream_opt -canonicalize %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -canonicalize -mlir-print-debuginfo %s > %t.ours.loc
// RUN: %upstream_opt -canonicalize -mlir-print-debuginfo %s > %t.up.loc
// RUN: diff %t.ours.loc %t.up.loc

// CHECK-LABEL: func @inverted
// CHECK-NEXT: %[[A:.*]] = cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %[[B:.*]] = cmpi eq, %arg2, %arg3 : index
// CHECK-NEXT: return %[[A]], %[[B]]
func @inverted(%a: i32, %b: i32, %i: index, %j: index) -> (i1, i1) {
  %t = constant true loc("t")
  %0 = cmpi ule, %a, %b : i32 loc("c0")
  %1 = xor %0, %t : i1 loc("x0")
  %2 = cmpi ne, %i, %j : index
  %3 = xor %t, %2 : i1
  return %1, %3 : i1, i1
}

// a splat of true counts as true; false, or a vector of mixed values, not
// CHECK-LABEL: func @splats
// CHECK: cmpi slt, %arg1, %arg2 : vector<2xi8>
// CHECK: xor
func @splats(%a: i8, %v: vector<2xi8>, %w: vector<2xi8>) -> (i1, vector<2xi1>, vector<2xi1>) {
  %f = constant false
  %0 = cmpi slt, %a, %a : i8
  %1 = xor %0, %f : i1
  %tv = constant dense<true> : vector<2xi1>
  %2 = cmpi sge, %v, %w : vector<2xi8>
  %3 = xor %2, %tv : vector<2xi1>
  %mv = constant dense<[true, false]> : vector<2xi1>
  %4 = cmpi eq, %v, %w : vector<2xi8>
  %5 = xor %4, %mv : vector<2xi1>
  return %1, %3, %5 : i1, vector<2xi1>, vector<2xi1>
}

// CHECK-LABEL: func @narrow
// CHECK-NEXT: %[[C:.*]] = index_cast %arg0 : i16 to index
// CHECK-NEXT: return %[[C]]
func @narrow(%x: i16) -> index {
  %0 = sexti %x : i16 to i64 loc("s")
  %1 = index_cast %0 : i64 to index loc("c")
  return %1 : index
}

// zero extension is not folded
// CHECK-LABEL: func @zext
// CHECK: zexti
func @zext(%x: i16) -> index {
  %0 = zexti %x : i16 to i64
  %1 = index_cast %0 : i64 to index
  return %1 : index
}
