// An op whose operand comes from an op left unconverted stays unconverted
// (mlir-opt-13's casts fold back and fail to legalize), so what uses it
// fails to verify, with 13's message.
// RUN: cmlir-opt -allow-unregistered-dialect -verify-diagnostics -convert-std-to-llvm %s

func @f() -> index {
  %y = "foo.op"() : () -> memref<*xf32>
  %r = rank %y : memref<*xf32>
  // expected-error@+1 {{'std.return' op expects parent op 'func'}}
  return %r : index
}
