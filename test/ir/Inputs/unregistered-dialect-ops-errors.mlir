// With -allow-unregistered-dialect (used by verify-unregistered-builtin.mlir).

// expected-error@+1 {{unregistered operation 'std.foo' found in dialect ('std') that does not allow unknown operations}}
"std.foo"() : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'memref.foo' found in dialect ('memref') that does not allow unknown operations}}
"memref.foo"() : () -> ()

// -----

// An unregistered `builtin.` op keeps its full name in op errors.
%x = "foo.v"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
func @f() {
  // expected-error@+1 {{'builtin.use' op using value defined outside the region}}
  "builtin.use"(%x) : (i32) -> ()
  return
}
