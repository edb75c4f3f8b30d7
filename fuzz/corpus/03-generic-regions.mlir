"demo.outer"() ({
^bb0(%x: f32):
  %0 = "demo.inner"(%x) {flag} : (f32) -> f32
  "demo.br"(%0)[^bb1] : (f32) -> ()
^bb1(%y: f32):
  "demo.yield"(%y) : (f32) -> ()
}, {
  "demo.other"() : () -> ()
}) : () -> ()
