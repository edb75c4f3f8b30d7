func @bad() {
  "t.a"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
  "t.b"() {s = affine_set<(d0) : (d0 >= 0}, t = 1} : () -> ()
  return
}
