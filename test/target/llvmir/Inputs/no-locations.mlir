module {
  llvm.func @f() {
    llvm.return loc(unknown)
  } loc(unknown)
} loc(unknown)
