// The prefix-less memref spellings exist only as custom-form names: in the
// generic form "std.alloc" is an unknown op of the std dialect, as upstream
// reports it.
// RUN: cmlir-opt -verify-diagnostics %s
// RUN: %upstream_opt -verify-diagnostics %s

func @generic_std_alloc() {
  // expected-error@+1 {{unregistered operation 'std.alloc' found in dialect ('std') that does not allow unknown operations}}
  %0 = "std.alloc"() : () -> memref<4xf32>
  return
}
