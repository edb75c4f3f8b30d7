// A nested module parses but is not a module-level op the LLVM IR
// translation accepts.
module {
  module {
  }
  llvm.func @main() {
    llvm.return
  }
}
