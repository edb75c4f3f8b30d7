func @add(%a: i32, %b: i32) -> i32 {
  %0 = "demo.add"(%a, %b) : (i32, i32) -> i32
  "demo.return"(%0) : (i32) -> ()
}
