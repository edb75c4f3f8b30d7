%0:3 = "demo.three"() : () -> (i32, i64, f32)
"demo.use"(%0#0, %0#2) : (i32, f32) -> ()
%1, %2 = "demo.two"() : () -> (index, index)
"demo.use"(%2, %1) : (index, index) -> ()
