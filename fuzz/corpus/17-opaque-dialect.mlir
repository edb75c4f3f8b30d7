"demo.opaque"() {a = #foo.bar<"baz">, b = #foo<"x<y>">} : () -> !foo.ty<1, [2]>
