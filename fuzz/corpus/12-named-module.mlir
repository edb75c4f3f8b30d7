module @outer attributes {demo.attr = "x"} {
  module @inner {
    func private @decl(i32) -> (i32, f32)
    func nested @nested() attributes {a = 1} {
      "demo.return"() : () -> ()
    }
  }
}
