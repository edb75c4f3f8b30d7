// -func-bufferize fails (full conversion) on a terminator of a function
// body that is neither a branch nor return-like; the IR is left as it was.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -func-bufferize -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -func-bufferize -split-input-file -verify-diagnostics %s

func @odd_terminator(%t: tensor<f32>, %c: i1) -> tensor<f32> {
  cond_br %c, ^bb1(%t : tensor<f32>), ^bb2(%t : tensor<f32>)
^bb1(%x: tensor<f32>):
  // expected-error@+1 {{failed to legalize operation 'test.end'}}
  "test.end"(%x) : (tensor<f32>) -> ()
^bb2(%y: tensor<f32>):
  return %y : tensor<f32>
}

// -----

func @odd_terminator_only(%t: tensor<f32>) {
  // expected-error@+1 {{failed to legalize operation 'test.stop'}}
  "test.stop"() : () -> ()
}
