"demo.graph"() ({
  %a = "demo.node"(%b) : (i32) -> i32
  %b = "demo.node"(%a) : (i32) -> i32
}) : () -> ()
