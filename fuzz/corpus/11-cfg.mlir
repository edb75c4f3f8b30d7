func @cfg(%c: i1, %v: i32) -> i32 {
  "demo.cond_br"(%c, %v)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "demo.br"(%v)[^bb3] : (i32) -> ()
^bb2:
  "demo.br"(%v)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "demo.return"(%r) : (i32) -> ()
}
