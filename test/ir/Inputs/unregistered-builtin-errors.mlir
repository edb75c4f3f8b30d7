// Without -allow-unregistered-dialect (used by verify-unregistered-builtin.mlir).

// expected-error@+1 {{'builtin.foo' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"builtin.foo"() : () -> ()

// -----

func @f() {
  // expected-error@+1 {{'builtin.bar' op created with unregistered dialect}}
  "builtin.bar"() : () -> ()
  return
}
