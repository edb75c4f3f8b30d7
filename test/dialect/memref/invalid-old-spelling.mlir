// The prefix-less memref spellings exist only in the custom form: an op
// literally named std.alloc is an unknown std op (as upstream).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f() {
  // expected-error@+1 {{unregistered operation 'std.alloc' found in dialect ('std') that does not allow unknown operations}}
  %0 = "std.alloc"() : () -> memref<4xf32>
  return
}

// -----
func @g(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{unregistered operation 'std.load' found in dialect ('std') that does not allow unknown operations}}
  %0 = "std.load"(%m, %i) : (memref<4xf32>, index) -> f32
  return
}
