// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream
// The cooperative-matrix ops of spv: also the arithmetic and cast ops on
// cooperative matrices.

// CHECK-LABEL: func @coop(
func @coop(%a: !spv.coopmatrix<8x32xi8, Subgroup>, %b: !spv.coopmatrix<32x8xi8, Subgroup>, %c: !spv.coopmatrix<8x8xi32, Subgroup>, %f: !spv.coopmatrix<8x8xf32, Subgroup>) {
  // CHECK: spv.CooperativeMatrixLengthNV : !spv.coopmatrix<8x16xi32, Subgroup>
  %0 = spv.CooperativeMatrixLengthNV : !spv.coopmatrix<8x16xi32, Subgroup>
  // CHECK: spv.CooperativeMatrixMulAddNV %{{.*}}, %{{.*}}, %{{.*}} : !spv.coopmatrix<8x32xi8, Subgroup>, !spv.coopmatrix<32x8xi8, Subgroup> -> !spv.coopmatrix<8x8xi32, Subgroup>
  %1 = spv.CooperativeMatrixMulAddNV %a, %b, %c : !spv.coopmatrix<8x32xi8, Subgroup>, !spv.coopmatrix<32x8xi8, Subgroup> -> !spv.coopmatrix<8x8xi32, Subgroup>
  // CHECK: spv.IAdd %{{.*}}, %{{.*}} : !spv.coopmatrix<8x8xi32, Subgroup>
  %2 = spv.IAdd %c, %c : !spv.coopmatrix<8x8xi32, Subgroup>
  // CHECK: spv.FMul %{{.*}}, %{{.*}} : !spv.coopmatrix<8x8xf32, Subgroup>
  %3 = spv.FMul %f, %f : !spv.coopmatrix<8x8xf32, Subgroup>
  // CHECK: spv.ConvertSToF %{{.*}} : !spv.coopmatrix<8x8xi32, Subgroup> to !spv.coopmatrix<8x8xf32, Subgroup>
  %4 = spv.ConvertSToF %c : !spv.coopmatrix<8x8xi32, Subgroup> to !spv.coopmatrix<8x8xf32, Subgroup>
  // CHECK: spv.CompositeConstruct %{{.*}} : !spv.coopmatrix<8x8xf32, Subgroup>
  %x = spv.Constant 1.0 : f32
  %5 = spv.CompositeConstruct %x : !spv.coopmatrix<8x8xf32, Subgroup>
  // CHECK: spv.CompositeExtract %{{.*}}[0 : i32] : !spv.coopmatrix<8x8xf32, Subgroup>
  %6 = spv.CompositeExtract %5[0 : i32] : !spv.coopmatrix<8x8xf32, Subgroup>
  return
}
