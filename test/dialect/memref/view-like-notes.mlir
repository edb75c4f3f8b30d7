// View-like ops report their verifier errors as upstream's Operation::emitError
// (no "'op' op" prefix, with the "see current operation" note), and the
// offset/size/stride lists are checked before the operand types (a subview
// of an unranked memref).  The whole stderr must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up

func @a(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
// -----
func @b(%m: memref<*xf32>) {
  %0 = memref.subview %m[0][4][1] : memref<*xf32> to memref<4xf32>
  return
}
// -----
func @c(%m: memref<2048xi8>, %i: index) {
  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<64x4xf32>
  return
}
// -----
func @d(%m: memref<8xf32>) {
  %0 = "memref.subview"(%m) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [-9223372036854775808], static_sizes = [4], static_strides = [1]} : (memref<8xf32>) -> memref<4xf32, offset: ?, strides: [1]>
  return
}
// -----
func @e(%m: memref<8xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [1, 1] : memref<8xf32> to memref<10x2xf32>
  return
}
// -----
func @e(%m: memref<8xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8xf32> to memref<11xf32>
  return
}
// -----
func @f(%m: memref<8xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8xf32> to memref<10xi32>
  return
}
// -----
func @g(%m: memref<2048xi8, affine_map<(d0) -> (d0 + 1)>>, %i: index) {
  %0 = memref.view %m[%i][] : memref<2048xi8, affine_map<(d0) -> (d0 + 1)>> to memref<64x4xf32>
  return
}
// -----
func @h(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32>
  return
}
