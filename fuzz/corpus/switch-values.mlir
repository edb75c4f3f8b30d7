func @f(%a: i64) {
  switch %a : i64, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}
