// Only the llvm dialect is registered (as in mlir-cpu-runner-13): a std op
// does not parse.
module {
  llvm.func @main() -> i32 {
    %0 = constant 1 : i32
    llvm.return %0 : i32
  }
}
