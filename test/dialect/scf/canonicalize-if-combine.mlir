// ReplaceIfYieldWithConditionOrValue and CombineIfs (MLIR 13's scf.if
// canonicalizations); diffed with mlir-opt-13 in both forms.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: FileCheck %s < %t.ours

// A result yielding one value on both sides is that value; true / false
// is the condition, false / true its negation.
// CHECK-LABEL: func @yields
// CHECK: %[[T:.*]] = constant true
// CHECK: %[[N:.*]] = xor %arg0, %[[T]] : i1
// CHECK: scf.if %arg0 -> (i32)
// CHECK: return %c1_i32, %arg0, %[[N]], %{{.*}} : i32, i1, i1, i32
func @yields(%c: i1, %m: memref<4xi32>, %i: index, %x: i32, %y: i32) -> (i32, i1, i1, i32) {
  %a = constant 1 : i32
  %t = constant true
  %f = constant false
  %r:4 = scf.if %c -> (i32, i1, i1, i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a, %t, %f, %x : i32, i1, i1, i32
  } else {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a, %f, %t, %y : i32, i1, i1, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i1, i1, i32
}

// Adjacent ifs on one condition become one: then bodies in order, else
// bodies in order, results of the first then of the second.
// CHECK-LABEL: func @combine
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (i32, f32) {
// CHECK: "op.a"
// CHECK: "op.b"
// CHECK: scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK: } else {
// CHECK: "op.c"
// CHECK: "op.d"
// CHECK: return %[[R]]#0, %[[R]]#1
func @combine(%c: i1) -> (i32, f32) {
  %r = scf.if %c -> i32 {
    %v = "op.a"() : () -> i32
    scf.yield %v : i32
  } else {
    %v = "op.c"() : () -> i32
    scf.yield %v : i32
  }
  %s = scf.if %c -> f32 {
    %v = "op.b"() : () -> f32
    scf.yield %v : f32
  } else {
    %v = "op.d"() : () -> f32
    scf.yield %v : f32
  }
  return %r, %s : i32, f32
}

// Without else regions, and one with an else only on the second.
// CHECK-LABEL: func @combine_no_else
// CHECK: scf.if %arg0 {
// CHECK-NEXT: "op.a"
// CHECK-NEXT: "op.b"
// CHECK-NEXT: "op.c"
// CHECK-NEXT: } else {
// CHECK-NEXT: "op.d"
func @combine_no_else(%c: i1) {
  scf.if %c {
    "op.a"() : () -> ()
  }
  scf.if %c {
    "op.b"() : () -> ()
  }
  scf.if %c {
    "op.c"() : () -> ()
  } else {
    "op.d"() : () -> ()
  }
  return
}

// Not combined: another condition, or the second uses the first's result.
// CHECK-LABEL: func @no_combine
// CHECK: scf.if %arg0
// CHECK: scf.if %arg1
// CHECK: scf.if %arg0
// CHECK: scf.if %arg0
func @no_combine(%c: i1, %d: i1) -> i32 {
  scf.if %c {
    "op.a"() : () -> ()
  }
  scf.if %d {
    "op.b"() : () -> ()
  }
  %r = scf.if %c -> i32 {
    %v = "op.c"() : () -> i32
    scf.yield %v : i32
  } else {
    %v = "op.d"() : () -> i32
    scf.yield %v : i32
  }
  scf.if %c {
    "op.e"(%r) : (i32) -> ()
  }
  return %r : i32
}
