"demo.region"() ({
^bb0(%a: i32, %b: i64):
  "demo.switch"(%a, %b)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 1]> : vector<2xi32>} : (i32, i64) -> ()
^bb1(%x: i32):
  "demo.ret"() : () -> ()
^bb2(%y: i64):
  "demo.ret"() : () -> ()
}) : () -> ()
