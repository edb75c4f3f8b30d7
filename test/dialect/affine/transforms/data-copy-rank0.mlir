// Point-wise copies of a rank-0 memref are a single load / store pair
// (mlir-opt-13 crashes on this input).
// RUN: cmlir-opt -affine-data-copy-generate="generate-dma=false" %s | FileCheck %s
// RUN: cmlir-opt -test-affine-data-copy=memref-filter %s | FileCheck %s --check-prefix=FILTER

// CHECK-LABEL: func @rank0
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<f32, 1>
// CHECK-NEXT: %[[V:.*]] = affine.load %arg0[] : memref<f32>
// CHECK-NEXT: affine.store %[[V]], %[[BUF]][]
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.load %[[BUF]][]
// CHECK-NEXT: affine.store %{{.*}}, %[[BUF]][]
// CHECK-NEXT: }
// CHECK-NEXT: %[[W:.*]] = affine.load %[[BUF]][]
// CHECK-NEXT: affine.store %[[W]], %arg0[]
// CHECK-NEXT: memref.dealloc %[[BUF]]
// CHECK-NEXT: return

// FILTER-LABEL: func @rank0
// FILTER: affine.for
// FILTER-NEXT: %[[BUF:.*]] = memref.alloc() : memref<f32>
// FILTER-NEXT: %[[V:.*]] = affine.load %arg0[] : memref<f32>
// FILTER-NEXT: affine.store %[[V]], %[[BUF]][]
// FILTER-NEXT: affine.load %[[BUF]][]
// FILTER-NEXT: affine.store %{{.*}}, %[[BUF]][]
// FILTER-NEXT: %[[W:.*]] = affine.load %[[BUF]][]
// FILTER-NEXT: affine.store %[[W]], %arg0[]
// FILTER-NEXT: memref.dealloc %[[BUF]]
func @rank0(%a: memref<f32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[] : memref<f32>
    affine.store %v, %a[] : memref<f32>
  }
  return
}
