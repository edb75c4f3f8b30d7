// (input of normalize-memrefs-dynamic.mlir) A memref.dim of a memref with
// a layout: the function is left as it is, unlike mlir-opt-13 whose dim
// would then give ceil(n / 8) for dimension 1.
#t = affine_map<(d0, d1) -> (d0, d1 floordiv 8, d1 mod 8)>
// CHECK-LABEL: func @dim_user
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32, #{{.*}}>
// CHECK: memref.dim %{{.*}}, %{{.*}} : memref<?x?xf32, #{{.*}}>
func @dim_user(%n: index) -> index {
  %a = memref.alloc(%n, %n) : memref<?x?xf32, #t>
  %c1 = constant 1 : index
  %d = memref.dim %a, %c1 : memref<?x?xf32, #t>
  return %d : index
}
// CHECK-LABEL: func @static_dim
// CHECK: memref.alloc() : memref<64xf32, #{{.*}}>
func @static_dim() -> index {
  %a = memref.alloc() : memref<64xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  %c0 = constant 0 : index
  %d = memref.dim %a, %c0 : memref<64xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return %d : index
}
