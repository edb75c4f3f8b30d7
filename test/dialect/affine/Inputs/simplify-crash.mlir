// (input of simplify-affine-semi.mlir: mlir-opt-13 crashes on each set)
// CRASH-DAG: #[[$A:.*]] = affine_set<()[s0, s1] : (s0 mod 4 - 1 >= 0, s1 floordiv 3 - 2 >= 0)>
// CRASH-DAG: #[[$B:.*]] = affine_set<()[s0] : (s0 mod 2 == 0, (s0 + 1) mod 4 - 1 >= 0)>
// CRASH-LABEL: func @crash
func @crash(%a: index, %b: index) {
  // CRASH: affine.if #[[$A]]
  affine.if affine_set<(d0, d1) : (d0 mod 4 - 1 >= 0, d1 floordiv 3 - 2 >= 0)>(%a, %b) {
    "foo.a"() : () -> ()
  }
  // CRASH: affine.if #[[$B]]
  affine.if affine_set<(d0) : (d0 mod 2 == 0, (d0 + 1) mod 4 - 1 >= 0)>(%a) {
    "foo.b"() : () -> ()
  }
  return
}
