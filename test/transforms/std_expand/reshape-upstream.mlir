// -std-expand on memref.reshape: a shape operand of static size gives a
// memref.reinterpret_cast (offset 0; sizes loaded from the shape, with an
// index_cast for integer shapes, or constants for static result dims;
// strides multiplied up from the innermost dim); a dynamically sized shape
// stays.  Ranked and unranked sources, rank 0.  Diffed op for op and
// location for location with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -std-expand -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -std-expand -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -std-expand %s | FileCheck %s
// RUN: cmlir-opt -std-expand %s | %upstream_opt -verify-each | FileCheck %s

// CHECK-LABEL: func @r1
// CHECK: %[[C1:.*]] = constant 1 : index
// CHECK: %[[I1:.*]] = constant 1 : index
// CHECK: %[[S1:.*]] = memref.load %arg1[%[[I1]]] : memref<2xindex>
// CHECK: %[[ST0:.*]] = muli %[[C1]], %[[S1]] : index
// CHECK: %[[I0:.*]] = constant 0 : index
// CHECK: %[[S0:.*]] = memref.load %arg1[%[[I0]]] : memref<2xindex>
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%[[S0]], %[[S1]]], strides: [%[[ST0]], %[[C1]]] : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NOT: memref.reshape
func @r1(%m: memref<4x8xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %m(%s) : (memref<4x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// CHECK-LABEL: func @r2
// CHECK: %[[L:.*]] = memref.load %arg1[%{{.*}}] : memref<3xi32>
// CHECK: %[[X:.*]] = index_cast %[[L]] : i32 to index
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, %[[X]], 4], strides: [%{{.*}}, %{{.*}}, %{{.*}}] : memref<?xf32> to memref<2x?x4xf32>
func @r2(%m: memref<?xf32>, %s: memref<3xi32>) -> memref<2x?x4xf32> {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<3xi32>) -> memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}

// CHECK-LABEL: func @r3
// CHECK: memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
func @r3(%m: memref<*xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK-LABEL: func @r4
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%{{.*}}], strides: [%{{.*}}] : memref<*xf32> to memref<?xf32>
func @r4(%m: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func @r5
// CHECK-NOT: memref.load
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [%{{.*}}, %{{.*}}] : memref<16xf32> to memref<4x4xf32>
func @r5(%m: memref<16xf32>, %s: memref<2xindex>) -> memref<4x4xf32> {
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<2xindex>) -> memref<4x4xf32>
  return %0 : memref<4x4xf32>
}

// CHECK-LABEL: func @r6
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<4x4xf32> to memref<f32>
func @r6(%m: memref<4x4xf32>, %s: memref<0xindex>) -> memref<f32> {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<0xindex>) -> memref<f32>
  return %0 : memref<f32>
}

// Several reshapes and other expansions in one function; a reshape in a
// nested region.
// CHECK-LABEL: func @mixed
// CHECK-NOT: memref.reshape
// CHECK-NOT: ceildivi_signed
func @mixed(%m: memref<12xf32>, %s: memref<2xindex>, %t: memref<1xi64>, %a: index, %b: index, %c: i1) -> index {
  %0 = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<3x?xf32>
  %1 = ceildivi_signed %a, %b : index
  scf.if %c {
    %2 = memref.reshape %m(%t) : (memref<12xf32>, memref<1xi64>) -> memref<?xf32>
  }
  return %1 : index
}
