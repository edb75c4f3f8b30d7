!ty = type tensor<4xf32>
#attr = {key = 1 : i32}
"demo.alias"() {a = #attr} : () -> !ty
