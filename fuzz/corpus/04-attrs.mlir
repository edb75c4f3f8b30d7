"demo.attrs"() {i = 42 : i64, f = 1.5 : f32, s = "str\n\22", a = [1, 2.0, "x", unit], d = {k = true, n = 0 : index}, u, t = i32, sym = @foo::@bar} : () -> ()
