#map = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func @mem(%n: index, %i: index, %v: f32) {
  %0 = memref.alloc(%n) : memref<?x16xf32>
  memref.store %v, %0[%i, %i] : memref<?x16xf32>
  %1 = memref.load %0[%i, %i] : memref<?x16xf32>
  %2 = memref.subview %0[%i, 4] [2, 4] [1, 1] : memref<?x16xf32> to memref<2x4xf32, #map>
  %3 = memref.cast %0 : memref<?x16xf32> to memref<?x?xf32>
  %a2 = memref.alloc() : memref<4x16xf32>
  %4 = memref.collapse_shape %a2 [[0, 1]] : memref<4x16xf32> into memref<64xf32>
  %5 = memref.get_global @g : memref<2xf32>
  %c0 = constant 0 : index
  %6 = memref.dim %0, %c0 : memref<?x16xf32>
  memref.alloca_scope {
    %7 = memref.alloca() : memref<4xi8>
  }
  %8 = generic_atomic_rmw %5[%i] : memref<2xf32> {
  ^bb0(%cur: f32):
    atomic_yield %cur : f32
  }
  memref.dealloc %0 : memref<?x16xf32>
  return
}
