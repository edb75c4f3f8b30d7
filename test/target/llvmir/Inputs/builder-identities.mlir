// IRBuilder's identities: or with a null right operand and and with an
// all-ones integer right operand give their left operand, no instruction;
// a left constant, a vector all-ones, and and-with-zero stay.
llvm.func @f(%x: i32, %y: i1, %v: vector<4xi32>) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %cm1 = llvm.mlir.constant(-1 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  %z = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %a = llvm.or %x, %c0 : i32
  %b = llvm.and %a, %cm1 : i32
  %c = llvm.or %c0, %b : i32
  %d = llvm.and %y, %t : i1
  %e = llvm.zext %d : i1 to i32
  %f = llvm.or %v, %z : vector<4xi32>
  %g = llvm.extractelement %f[%c0 : i32] : vector<4xi32>
  %h = llvm.add %c, %e : i32
  %i = llvm.add %h, %g : i32
  %j = llvm.and %x, %c0 : i32
  %k = llvm.add %i, %j : i32
  llvm.return %k : i32
}
