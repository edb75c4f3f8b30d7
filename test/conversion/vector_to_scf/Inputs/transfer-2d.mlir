// A 2-D transfer (input of basic.mlir).
func @r(%m: memref<?x?xf32>, %i: index) -> vector<2x4xf32> {
  %f = constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
