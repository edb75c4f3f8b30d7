"demo.str"() {s1 = "", s2 = "\t\"\\", s3 = "\00\FF", sym = @"quoted sym"} : () -> ()
