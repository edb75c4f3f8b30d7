// The folders of cmlir's vector subset (extract: empty position, extract
// chains, through inserts, from broadcasts; broadcast: identity and
// constant splats), diffed with mlir-opt-13 -canonicalize.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @f
// CHECK: constant dense<1.000000e+00> : vector<4xf32>
// CHECK: vector.extract %arg2[1, 0, 3] : vector<3x2x4xf32>
func @f(%a: vector<4xf32>, %b: vector<2x4xf32>, %c: vector<3x2x4xf32>, %s: f32) -> (vector<3x2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, f32) {
  %0 = vector.extract %c[] : vector<3x2x4xf32>
  %1 = vector.extract %c[1] : vector<3x2x4xf32>
  %2 = vector.extract %1[0] : vector<2x4xf32>
  %3 = vector.extract %2[3] : vector<4xf32>
  %4 = vector.insert %s, %a[2] : f32 into vector<4xf32>
  %5 = vector.extract %4[2] : vector<4xf32>
  %6 = vector.extract %4[1] : vector<4xf32>
  %7 = vector.insert %a, %b[1] : vector<4xf32> into vector<2x4xf32>
  %8 = vector.extract %7[1, 2] : vector<2x4xf32>
  %9 = vector.extract %7[0] : vector<2x4xf32>
  %c1 = constant 1.0 : f32
  %10 = vector.broadcast %c1 : f32 to vector<4xf32>
  %11 = vector.broadcast %s : f32 to vector<2x4xf32>
  %12 = vector.extract %11[1, 1] : vector<2x4xf32>
  %13 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %14 = vector.extract %13[1] : vector<2x4xf32>
  %15 = vector.broadcast %a : vector<4xf32> to vector<3x2x4xf32>
  %16 = vector.extract %15[2, 1, 3] : vector<3x2x4xf32>
  %cst = constant dense<2.0> : vector<4xf32>
  %17 = vector.broadcast %cst : vector<4xf32> to vector<2x4xf32>
  %18 = vector.extract %17[1] : vector<2x4xf32>
  return %0, %3, %9, %5, %6, %10, %12 : vector<3x2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, f32
}

// CHECK-LABEL: func @g
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg2
func @g(%a: vector<4xf32>, %b: vector<2x4xf32>, %s: f32, %c: vector<3x2x4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
  %7 = vector.insert %a, %b[1] : vector<4xf32> into vector<2x4xf32>
  %8 = vector.extract %7[1, 2] : vector<2x4xf32>
  %9 = vector.extract %7[0, 2] : vector<2x4xf32>
  %10 = vector.insert %s, %b[1, 2] : f32 into vector<2x4xf32>
  %11 = vector.extract %10[1] : vector<2x4xf32>
  %12 = vector.extract %10[0, 2] : vector<2x4xf32>
  %13 = vector.insert %s, %10[0, 3] : f32 into vector<2x4xf32>
  %14 = vector.extract %13[1, 2] : vector<2x4xf32>
  return %8, %9, %11, %12, %14 : f32, f32, vector<4xf32>, f32, f32
}

func @h(%t: vector<4xf32>, %s: f32, %b: vector<2x4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %m0 = vector.broadcast %t : vector<4xf32> to vector<2x4xf32>
  %m = vector.insert %s, %m0[1, 3] : f32 into vector<2x4xf32>
  %row = vector.extract %m[1] : vector<2x4xf32>
  %n = vector.insert %s, %b[1, 3] : f32 into vector<2x4xf32>
  %r2 = vector.extract %n[1] : vector<2x4xf32>
  return %row, %r2 : vector<4xf32>, vector<4xf32>
}
