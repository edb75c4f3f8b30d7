"demo.i"() {a = -1 : i8, b = 255 : ui8, c = 0x7FFFFFFFFFFFFFFF : i64, d = 123456789012345678901234567890 : i128, e = true, f = false, g = 7 : index, h = -3 : si4} : () -> ()
