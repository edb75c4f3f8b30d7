llvm.func @simple(%a: i32) -> i32 {
  %0 = llvm.mul %a, %a : i32
  llvm.return %0 : i32
}
