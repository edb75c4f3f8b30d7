// RUN: cmlir-opt %s -split-input-file -test-spirv-glsl-canonicalization -mlir-print-debuginfo > %t.ours && %upstream_opt %s -split-input-file -test-spirv-glsl-canonicalization -mlir-print-debuginfo > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s -split-input-file -test-spirv-glsl-canonicalization | FileCheck %s
// REQUIRES: upstream
// -test-spirv-glsl-canonicalization: two compare + select pairs forming a
// clamp become spv.GLSL.{F,S,U}Clamp (fused location of the four ops).

// CHECK-LABEL: func @vector_fclamp
func @vector_fclamp(%x: vector<2xf32>, %lo: vector<2xf32>, %hi: vector<2xf32>) -> vector<2xf32> {
  // CHECK: spv.GLSL.FClamp %{{.*}}, %{{.*}}, %{{.*}} : vector<2xf32>
  %0 = spv.FOrdLessThanEqual %lo, %x : vector<2xf32>
  %1 = spv.Select %0, %x, %lo : vector<2xi1>, vector<2xf32>
  %2 = spv.FOrdLessThanEqual %1, %hi : vector<2xf32>
  %3 = spv.Select %2, %1, %hi : vector<2xi1>, vector<2xf32>
  return %3 : vector<2xf32>
}

// -----

// CHECK-LABEL: func @uclamp
func @uclamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  // CHECK: spv.GLSL.UClamp
  %0 = spv.ULessThanEqual %lo, %x : i32
  %1 = spv.Select %0, %x, %lo : i1, i32
  %2 = spv.ULessThanEqual %1, %hi : i32
  %3 = spv.Select %2, %1, %hi : i1, i32
  return %3 : i32
}

// -----

// Not a clamp: mixed comparisons, swapped select operands, another max.
// CHECK-LABEL: func @no_clamp
func @no_clamp(%x: i32, %lo: i32, %hi: i32, %hi2: i32) -> (i32, i32, i32) {
  // CHECK-NOT: Clamp
  %0 = spv.SLessThan %lo, %x : i32
  %1 = spv.Select %0, %x, %lo : i1, i32
  %2 = spv.ULessThan %1, %hi : i32
  %3 = spv.Select %2, %1, %hi : i1, i32
  %4 = spv.Select %0, %lo, %x : i1, i32
  %5 = spv.SLessThan %4, %hi : i32
  %6 = spv.Select %5, %4, %hi : i1, i32
  %7 = spv.SLessThan %1, %hi : i32
  %8 = spv.Select %7, %1, %hi2 : i1, i32
  return %3, %6, %8 : i32, i32, i32
}
