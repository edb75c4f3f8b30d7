// Calls between functions in both directions and into nested modules'
// scopes, printed identically by both tools.
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up

func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func @b(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  %1 = memref.get_global @g : memref<2xi32>
  return %0 : i32
}
module @inner {
  func @a() {
    call @a() : () -> ()
    return
  }
}
memref.global "private" constant @g : memref<2xi32> = dense<[1, 2]>
