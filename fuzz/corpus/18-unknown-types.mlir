func @f(%arg0: !foo.thing, %arg1: memref<?xf32, 3>) -> !foo.thing {
  "demo.return"(%arg0) : (!foo.thing) -> ()
}
