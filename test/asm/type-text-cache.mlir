// Compound types are cached per parse by their exact text: every copy of a
// repeated type must parse to the same type as the first, however it is
// followed, and a malformed copy of a cached text is still an error.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file | cmlir-opt -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: not cmlir-opt -allow-unregistered-dialect %S/Inputs/type-text-cache-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func @repeats
// CHECK: "t.a"() : () -> (memref<4x?xf32>, memref<4x?xf32>)
// CHECK: "t.b"(%{{.*}}) : (memref<4x?xf32>) -> tuple<(i32) -> i32, vector<2xf32>>
// CHECK: "t.c"() : () -> (tuple<(i32) -> i32, vector<2xf32>>, !t.box<i32, "x">, !t.box<i32, "x">)
// CHECK: "t.d"() {v = tensor<2xindex>} : () -> tensor<2xindex>
// CHECK: "t.e"() : () -> memref<4x?xf32, 3>
func @repeats(%m: memref<4x?xf32>) {
  %0:2 = "t.a"() : () -> (memref<4x?xf32>,memref<4x?xf32>)
  %1 = "t.b"(%m) : (memref<4x?xf32>) -> tuple<(i32) -> i32, vector<2xf32>>
  %2:3 = "t.c"() : () -> (tuple<(i32) -> i32, vector<2xf32>>, !t.box<i32, "x">, !t.box<i32, "x">)
  %3 = "t.d"() {v = tensor<2xindex>} : () -> tensor<2xindex>
  %4 = "t.e"() : () -> memref<4x?xf32, 3>
  return
}

// -----

// Each split chunk is its own parse: the same text gives that chunk's type.
// CHECK-LABEL: func @again
// CHECK-SAME: memref<4x?xf32>
// CHECK: "t.f"() : () -> memref<4x?xf32>
func @again(%m: memref<4x?xf32>) {
  %0 = "t.f"() : () -> memref<4x?xf32>
  return
}

// BAD: type-text-cache-bad.mlir:4:3: error: expected ',' or '>' in memref type
