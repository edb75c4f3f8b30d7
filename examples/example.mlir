// A small shipped example: builtin modules and functions with control flow,
// whose bodies use unregistered "demo" ops (run with -allow-unregistered-dialect).
// scripts/example.sh parses, verifies and prints it back with cmlir-opt.
#tile = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>

module @example {
  func @max(%a: i32, %b: i32) -> i32 {
    %gt = "demo.cmp"(%a, %b) {predicate = "sgt"} : (i32, i32) -> i1
    "demo.cond_br"(%gt)[^take_a, ^take_b] : (i1) -> ()
  ^take_a:
    "demo.br"(%a)[^done] : (i32) -> ()
  ^take_b:
    "demo.br"(%b)[^done] : (i32) -> ()
  ^done(%r: i32):
    "demo.return"(%r) : (i32) -> ()
  }

  func private @external(tensor<4x?xf32>, memref<64x64xf32, #tile>) -> (index, f64)

  func @use(%t: tensor<4x?xf32>, %m: memref<64x64xf32, #tile>) -> index {
    %i, %f = "demo.call"(%t, %m) {callee = @external} : (tensor<4x?xf32>, memref<64x64xf32, #tile>) -> (index, f64)
    "demo.print"(%f) {format = "%f\n", sizes = [1, 2, 3], config = {fast = true, scale = 2.5 : f32}} : (f64) -> ()
    "demo.return"(%i) : (index) -> ()
  }
}
