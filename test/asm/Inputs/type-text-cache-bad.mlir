func @bad(%m: memref<4xf32>) {
  %0 = "t.a"() : () -> memref<4xf32>
  %1 = "t.b"() : () -> memref<4xf32
  return
}
