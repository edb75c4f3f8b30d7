llvm.metadata @md {
  llvm.access_group @g0
  llvm.access_group @g1
  "test.terminator"() : () -> ()
}
func @f() {
  "test.op"() {llvm.loop = {parallel_access = [@md::@g0, @md::@g1]}} : () -> ()
  return
}
