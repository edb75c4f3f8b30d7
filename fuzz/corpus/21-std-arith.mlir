func @arith(%a: i32, %b: i32, %f: f32, %i: index) -> i32 {
  %c1 = constant 1 : i32
  %0 = addi %a, %c1 : i32
  %1 = muli %0, %b : i32
  %2 = cmpi slt, %1, %a : i32
  %3 = select %2, %1, %a : i32
  %4 = addf %f, %f : f32
  %5 = cmpf olt, %4, %f : f32
  %6 = index_cast %i : index to i32
  %7 = sitofp %6 : i32 to f32
  %v = constant dense<[1, 2]> : vector<2xi32>
  %8 = addi %v, %v : vector<2xi32>
  cond_br %2, ^bb1(%3 : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %9 = call @arith(%a, %b, %f, %i) : (i32, i32, f32, index) -> i32
  switch %a : i32, [
    default: ^bb1(%9 : i32),
    7: ^bb1(%a : i32)
  ]
}
