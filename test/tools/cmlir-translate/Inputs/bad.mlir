func @f() {
  llvm.return
}
